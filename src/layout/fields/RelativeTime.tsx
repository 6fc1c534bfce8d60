import Tooltip from '@mui/material/Tooltip';
import { useLocaleState } from 'react-admin';
import { useFormatDateTime } from './dates';

/** The largest unit that fits, so that 90 minutes reads "2 hours ago", not "90 minutes ago". */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** A moment as the console's language says it from now: "5 minutes ago", "in 3 days", "now". */
export const useFormatRelative = () => {
  const [locale] = useLocaleState();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return (value: string, now = Date.now()) => {
    const ms = new Date(value).getTime() - now;
    const [unit, size] = UNITS.find(([, length]) => Math.abs(ms) >= length) ?? ['second', 1000];
    return unit === 'second' ? format.format(0, 'second') : format.format(Math.round(ms / size), unit);
  };
};

/** A moment relative to now, its exact time on hover (and in `dateTime`, for what reads the page). */
export const RelativeTime = ({ value }: { value: string }) => {
  const formatRelative = useFormatRelative();
  const formatDateTime = useFormatDateTime();
  return (
    <Tooltip title={formatDateTime(value)}>
      <time dateTime={value}>{formatRelative(value)}</time>
    </Tooltip>
  );
};
