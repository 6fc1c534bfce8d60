/**
 * The `meta` of a list query whose rows need not be whole records (a list Action that leaves out what
 * costs a query a row, a selector's options). react-admin puts each row of a list in its cache of
 * single records, keyed with the list's `meta`, and an edit page shows the cached copy at once: under
 * this key, such a row never stands in for the record on an edit page.
 */
export const PARTIAL_ROWS = { rows: 'partial' } as const;
