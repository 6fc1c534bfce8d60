import { z } from 'zod';
import { id } from './fields';
import { validation } from './messages';

/**
 * What every bulk change of a list shares (issue 43): the selection (the ticked rows' ids, or every row
 * the list's own filters find however many), the preview of what it would do at the doors, computed by
 * the device sync's own derivation of who may pass where, and the result. A change is one transaction, so
 * that its rows on the audit trail are one group.
 */

/**
 * The most rows one bulk change takes, by ids or by the list's filters. A change is one transaction, and
 * its commit holds the company's credential version while the doors' credentials are refreshed, so other
 * writes of the company that reach the doors wait for it: 10,000 residents moved to another zone (ten
 * doors each, 300,000 door credentials) took 6.5 s of PostgreSQL's CPU on a busy 2-core machine
 * (migration 0067). Past that, a change is better split by a filter than held over every other write.
 */
export const MAX_BULK_ROWS = 10_000;
/** The most ids a selection of ticked rows names. */
export const MAX_BULK_IDS = 1_000;

export const bulkMessages = {
  selection: 'bulk.errors.selection',
  tooMany: 'bulk.errors.tooMany',
  notFound: 'bulk.errors.notFound',
} as const;

/** How a bulk change names its rows: by the ticked rows' ids, or every row the list's filters find. */
export const bulkSelections = ['ids', 'matching'] as const;

/**
 * The selection's parameters: `Selection` `ids` with `<idsParam>` (the ticked rows, each the company's:
 * a 400 under it otherwise, a row gone since it was ticked as well), or `matching` with the list's own
 * filters (every row the list finds).
 */
export const bulkSelection = <Ids extends string>(idsParam: Ids) =>
  ({
    Selection: z.enum(bulkSelections, { error: validation.invalid }),
    [idsParam]: z
      .array(id())
      .min(1, { error: bulkMessages.selection })
      .max(MAX_BULK_IDS, { error: bulkMessages.tooMany })
      .optional(),
  }) as { Selection: z.ZodEnum<{ ids: 'ids'; matching: 'matching' }> } & Record<
    Ids,
    z.ZodOptional<z.ZodArray<ReturnType<typeof id>>>
  >;

/** The ids with `ids`, and only then. */
export const selectionIssues =
  (idsParam: string) => (params: Record<string, unknown> & { Selection: string }, ctx: z.RefinementCtx) => {
    if ((params.Selection === 'ids') !== !!params[idsParam]) {
      ctx.addIssue({ code: 'custom', path: [idsParam], message: bulkMessages.selection });
    }
  };

/** The means a person presents at a door (contract/credentials.ts), as the preview counts them. */
export const bulkCredentialKinds = ['card', 'mobileKey', 'phone', 'digitalKey', 'plate'] as const;
const kindCounts = z.array(z.object({ kind: z.enum(bulkCredentialKinds), count: z.number().int() }));

export const bulkPreview = z.object({
  /** The rows selected (of the company, found by the list's filters). */
  selected: z.number().int(),
  /** The rows the change would change (cards for an abonent's cards; else the rows themselves). */
  changed: z.number().int(),
  /** Credentials that would stop working (removed from every door), by kind: one per holder and means. */
  stopping: kindCounts,
  /** Credentials that would start working somewhere, by kind. */
  starting: kindCounts,
  /** The doors (access points) whose credentials would change, how many, and the first few by name. */
  doors: z.number().int(),
  doorNames: z.array(z.string()),
  /** The holders (abonents, access rights' guests and cars) whose credentials at some door would change. */
  holdersAtDoors: z.number().int(),
});
export type BulkPreview = z.infer<typeof bulkPreview>;

export const bulkResult = z.object({ selected: z.number().int(), changed: z.number().int() });
export type BulkResult = z.infer<typeof bulkResult>;
