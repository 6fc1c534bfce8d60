import { listFilterParams } from '../../dataProvider/params';

/**
 * Which rows a bulk change takes: the ticked ones, or every row the list's filters find (the list's
 * total, however many pages it has), and how many that is, for the words.
 */
export type BulkSelection =
  | { allFound: false; ids: string[]; count: number }
  | { allFound: true; filters: Record<string, unknown>; count: number };

/**
 * The selection as a bulk Action takes it (contract/bulk.ts): the ids under `idsParam`, or every row
 * matching the list's filters as its list Action takes them (the dataProvider's own mapping).
 */
export const selectionParams = (selection: BulkSelection, idsParam: string): Record<string, unknown> =>
  selection.allFound
    ? { Selection: 'matching', ...listFilterParams(selection.filters) }
    : { Selection: 'ids', [idsParam]: selection.ids };
