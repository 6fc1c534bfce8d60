import { toCsv } from '../../contract/csv';

/**
 * Saves rows the screen shows as a CSV file (with a byte-order mark, so that a spreadsheet reads it as
 * UTF-8): for a table the browser already holds, which needs no round trip to the server.
 */
export const downloadCsv = (rows: Record<string, unknown>[], header: (key: string) => string, fileName: string) => {
  const blob = new Blob([`\uFEFF${toCsv(rows, header)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
