/** The journal's period presets: today, yesterday, this week, this month, or custom. */
export const periodPresets = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * A preset's start (inclusive) and end (exclusive) in the browser's own time, as ISO moments; `until`
 * is left open for periods that reach now, so new events still fall inside them. A week starts on Monday.
 */
export function presetRange(
  preset: Exclude<PeriodPreset, 'custom'>,
  now = new Date(),
): { from: string; until?: string } {
  const today = startOfDay(now);
  switch (preset) {
    case 'today':
      return { from: today.toISOString() };
    case 'yesterday':
      return { from: addDays(today, -1).toISOString(), until: today.toISOString() };
    case 'thisWeek':
      return { from: addDays(today, -((today.getDay() + 6) % 7)).toISOString() };
    case 'thisMonth':
      return { from: new Date(today.getFullYear(), today.getMonth(), 1).toISOString() };
  }
}

/** A `datetime-local` input's value (local time, no zone) as an ISO moment. */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : undefined);

/** The browser's time zone: reports and working time count days in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as a `datetime-local` value: local time to its minute, `addMinutes` later. */
export function toLocalInput(iso: string, addMinutes = 0): string {
  const date = new Date(Date.parse(iso) + addMinutes * 60_000);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
