/** A CSV cell: quoted when it holds a separator, a quote or a line break (RFC 4180). */
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Rows of plain values as CSV, the header from the first row's keys. */
export const toCsv = (rows: Record<string, unknown>[]): string => {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]);
  return [columns.map(cell).join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\n');
};
