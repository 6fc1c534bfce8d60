import type { TimelineEntry } from '../../../../contract/access-point-timeline';

/** The entries of one day of the reader's calendar, newest first. */
export interface TimelineDay {
  /** The day, YYYY-MM-DD in the reader's time zone. */
  day: string;
  entries: TimelineEntry[];
}

const pad = (value: number) => String(value).padStart(2, '0');
/** An instant's day in the reader's own time zone: people ask about "Tuesday", not a UTC date. */
export const localDay = (instant: Date) =>
  `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;

/**
 * The entries (newest first, as the server orders them) by day. A device's period that began before the
 * period shown is placed on the period's first day, where it was already going on.
 */
export const timelineDays = (entries: TimelineEntry[], from: string): TimelineDay[] => {
  const start = new Date(from);
  const days: TimelineDay[] = [];
  for (const entry of entries) {
    const at = new Date(entry.at);
    const day = localDay(at < start ? start : at);
    const last = days[days.length - 1];
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
};
