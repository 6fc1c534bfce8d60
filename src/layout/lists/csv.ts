/**
 * A cell a spreadsheet would run as a formula: one that starts with = or @, or with + or - followed by
 * more than a number or a phone number ('-5' and '+7 926 123-45-67' stay as they are).
 */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s().+-]*$))/;

/**
 * A CSV cell: a would-be formula is defused with a leading apostrophe (OWASP's advice for CSV
 * injection), then quoted when it holds a separator, a quote or a line break (RFC 4180).
 */
export const csvCell = (value: unknown) => {
  const raw = value === null || value === undefined ? '' : String(value);
  const text = FORMULA.test(raw) ? `'${raw}` : raw;
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
