/**
 * A cell a spreadsheet would run as a formula: one that starts with = or @, or with + or - followed by
 * more than a number or a phone number ('-5' and '+7 926 123-45-67' stay as they are).
 */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s().+-]*$))/;

/**
 * A would-be formula defused with a leading apostrophe (OWASP's advice for CSV injection). The server's
 * journal download does the same in SQL (csv_defused, migration 0044).
 */
export const defused = (text: string) => (FORMULA.test(text) ? `'${text}` : text);

/** A CSV cell: defused, then quoted when it holds a separator, a quote or a line break (RFC 4180). */
export const csvCell = (value: unknown) => {
  const text = defused(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Rows of plain values as CSV, the columns from the first row's keys, headed by `header(key)`. */
export const toCsv = (rows: Record<string, unknown>[], header: (key: string) => string = (key) => key): string => {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]);
  return [
    columns.map((column) => csvCell(header(column))).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(',')),
  ].join('\n');
};
