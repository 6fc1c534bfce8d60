import { useLocaleState } from 'react-admin';

/**
 * The console's one way of writing a date, and a moment, in each language (Intl's short styles):
 * "22.11.2026" and "22.11.2026, 07:27" in Russian, "11/22/26" and "11/22/26, 7:27 AM" in English.
 * Lists, record pages and key periods write dates so; history does too.
 */
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'short' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };
const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };

/** A calendar day without a time (YYYY-MM-DD): it is that day wherever the reader is. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date (an instant, or a calendar day) in the console's language. */
export const useFormatDate = () => {
  const [locale] = useLocaleState();
  const instant = new Intl.DateTimeFormat(locale, DATE);
  const day = new Intl.DateTimeFormat(locale, { ...DATE, timeZone: 'UTC' });
  return (value: string) =>
    CALENDAR_DAY.test(value) ? day.format(new Date(`${value}T00:00:00Z`)) : instant.format(new Date(value));
};

/** A moment, to the minute, in the console's language. */
export const useFormatDateTime = () => {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, DATE_TIME);
  return (value: string) => format.format(new Date(value));
};

/**
 * A moment to the second: when a door's device learned a change, which seconds apart from the change
 * itself ("blocked at 12:03:05, learned at 12:03:06").
 */
export const useFormatMoment = () => {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, MOMENT);
  return (value: string) => format.format(new Date(value));
};
