import { useLocaleState } from 'react-admin';

/** Dates and times in the console's language (not the browser's), to the second. */
export const useFormatDateTime = () => {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : '');
};

/** A day `YYYY-MM-DD` as the console's language writes it. */
export const useFormatDay = () => {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', weekday: 'short', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
};
