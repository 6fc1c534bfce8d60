import { useRecordContext } from 'react-admin';
import { useFormatDate } from './dates';

/** A record's calendar date (YYYY-MM-DD) in the person's language, in the console's date format; nothing when it has none. */
export const DayField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const formatDay = useFormatDate();
  const value: unknown = record?.[source];
  return typeof value === 'string' ? <>{formatDay(value)}</> : null;
};
