/** A select whose empty choice (skip, as detected, all rows) is shown by its name, not left blank under its label. */
export const SHOW_EMPTY = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;
