/** One measurement against its budget; result is PASS, OVER, or why there is no measurement. */
export interface Row {
  name: string;
  value: string;
  budget: string;
  result: string;
  note?: string;
}

/** The benchmarks' common output: a plain-text table, one line per budget. */
export function printTable(title: string, rows: Row[]): void {
  const header: Row = { name: 'measure', value: 'measured', budget: 'budget', result: 'result', note: '' };
  const all = [header, ...rows];
  const width = (key: keyof Row) => Math.max(...all.map((row) => (row[key] ?? '').length));
  const line = (row: Row) =>
    [
      row.name.padEnd(width('name')),
      row.value.padStart(width('value')),
      row.budget.padStart(width('budget')),
      row.result.padEnd(width('result')),
      row.note ?? '',
    ]
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(all.map(line).join('\n'));
}
