import { useLocaleState, useRecordContext } from 'react-admin';

/** A calendar date (YYYY-MM-DD) in the person's language: "30 November 2026". */
export const useFormatDay = () => {
  const [locale] = useLocaleState();
  return (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
};

/** A record's calendar date in the person's language; nothing when it has none. */
export const DayField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const formatDay = useFormatDay();
  const value: unknown = record?.[source];
  return typeof value === 'string' ? <>{formatDay(value)}</> : null;
};
