import { describe, expect, it } from 'vitest';
import { toCsv } from '../../contract/csv';

/** The CSV of list exports: what a spreadsheet shows when it opens the file. */
describe('toCsv', () => {
  it('heads the columns with the given labels and quotes separators, quotes and line breaks', () => {
    const csv = toCsv(
      [{ name: 'Иванов, Иван', comment: 'say "hi"\nbye' }],
      (key) => ({ name: 'Имя', comment: 'Комментарий' })[key]!,
    );
    expect(csv).toBe('Имя,Комментарий\n"Иванов, Иван","say ""hi""\nbye"');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const rows = ['=HYPERLINK("http://x","y")', '@SUM(A1)', '+CMD|calc', "-2+3+cmd|' /C calc'!A0", '\tTAB'].map(
      (name) => ({ name }),
    );
    const cells = toCsv(rows).split('\n').slice(1);
    expect(cells).toEqual([
      '"\'=HYPERLINK(""http://x"",""y"")"',
      "'@SUM(A1)",
      "'+CMD|calc",
      "'-2+3+cmd|' /C calc'!A0",
      "'\tTAB",
    ]);
  });

  it('leaves numbers and phone numbers as they are', () => {
    const rows = ['-5', '+7 926 123-45-06', '+44 (20) 7946-0958', '12.5', 'Корпус 1'].map((value) => ({ value }));
    expect(toCsv(rows).split('\n').slice(1)).toEqual([
      '-5',
      '+7 926 123-45-06',
      '+44 (20) 7946-0958',
      '12.5',
      'Корпус 1',
    ]);
  });

  it('is empty without rows', () => {
    expect(toCsv([])).toBe('');
  });
});
