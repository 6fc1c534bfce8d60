/**
 * Column styles for the tables of keys (the registration keys' list, a user's keys), so that they fit
 * their card rather than run past its right edge.
 */

/** A column kept on one line, its header too ('Номер телефона' over two lines before). */
export const oneLine = { whiteSpace: 'nowrap' } as const;

/**
 * A status column whose long chips ('Удаление запрошено пользователем') take two lines past `maxWidth`
 * rather than widen the column by a hundred pixels.
 */
export const wrappingChip = (maxWidth = 190) =>
  ({
    '& .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth, py: '2px' },
    '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.35 },
  }) as const;

/**
 * A column's cells wrapping onto more lines, down to `minWidth` (as a column's `cellSx`; tripled to
 * outweigh the theme's one-line cells): for a narrow card, where ResourceList's `wrapping` (160 px)
 * would still not fit.
 */
export const wrappingDownTo = (minWidth: number) => () => ({ '&&&': { whiteSpace: 'normal', minWidth } }) as const;
