import { z } from 'zod';
import { id } from './fields';
import { defineAction } from './protocol';
import { defineEntity } from './resource';

/**
 * Whom a change to an address or the access tree reaches, counted before it is saved: the confirmation
 * names that many abonents, and a change that reaches none (a company's first address, a perimeter with
 * no doors yet) does not warn at all.
 */

/** What the change is to: an address, or a node of the access tree. */
export const reachedKinds = ['address', 'object', 'perimeter', 'point'] as const;
export type ReachedKind = (typeof reachedKinds)[number];

export const abonentsReachedActions = {
  GetAbonentsReached: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'property.view',
    summary:
      "How many of the company's abonents a change reaches: to an address (`Id`), those registered at it; to a node of the access tree (`Id`), those whose credentials its doors hold (the doors' credential sets); a new point (`PerimeterId`, the perimeter it goes into), those whose access zone covers that perimeter. A new address, object or perimeter reaches none (nobody lives at it, it has no doors yet). 404 when the address, node or perimeter is not the company's.",
    input: z.object({
      Kind: z.enum(reachedKinds),
      Id: id().optional(),
      PerimeterId: id().optional(),
    }),
    output: z.object({ abonents: z.number().int() }),
  }),
};

export const abonentsReachedEntity = defineEntity(abonentsReachedActions);
