import { z } from 'zod';
import { accessRightTypes } from './access-right';
import { credentialKinds } from './credentials';
import { id } from './fields';
import { defineAction } from './protocol';
import { defineEntity } from './resource';

/**
 * How one abonent is let in, in one place (their page): the doors whose credential sets hold theirs, with
 * what each holds for them, and the access rights granted to their phone. The same sets the doors decide
 * from (server/sync), so the page, Who can pass and the journal tell one story.
 */

/** The most doors listed: a zone over a whole campus is still one answer; the total says how many more. */
export const MAX_ABONENT_DOORS = 500;

/** What a door holds for a person (a door's own settings entry is not a means). */
export const passMeans = credentialKinds.filter((kind) => kind !== 'point');

export const abonentAccess = z.object({
  /** Their access zone by path, or null: no zone, no door. */
  zone: z.string().nullable(),
  doors: z.array(z.object({ id: z.string(), path: z.string(), means: z.array(z.enum(passMeans)) })),
  doorsTotal: z.number().int(),
  rights: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(accessRightTypes),
      target: z.string(),
      activeTo: z.string().nullable(),
    }),
  ),
});
export type AbonentAccess = z.infer<typeof abonentAccess>;

export const abonentAccessActions = {
  GetAbonentAccess: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'residents.view',
    summary: `Which doors one of the company's abonents passes and through what: the access points whose credential sets hold theirs (from their access zone), by path, each with the kinds of credential it holds for them (card, phone, mobile key, digital key, car plate), at most ${MAX_ABONENT_DOORS} with the total; and the access rights in force granted to their phone, each with its target and end. 404 when the abonent is not the company's.`,
    input: z.object({ AbonentId: id() }),
    output: abonentAccess,
  }),
};

export const abonentAccessEntity = defineEntity(abonentAccessActions);
