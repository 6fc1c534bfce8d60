import { useLocaleState } from 'react-admin';

/**
 * The units a span of time is told in, largest first, each with how many milliseconds it takes: the
 * largest that fits is used, so that 90 minutes reads "2 hours ago" or "1 hour", not "90 minutes".
 */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit & Intl.NumberFormatOptions['unit'], number])[] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** A span in whole units of the largest that fits (at least seconds). */
const spanOf = (ms: number) => {
  const [unit, size] = UNITS.find(([, length]) => Math.abs(ms) >= length) ?? UNITS[UNITS.length - 1];
  return { unit, size };
};

/**
 * How long ago a moment was, in the console's language ("5 minutes ago", "5 минут назад"; "now" within
 * the second), and how long since ("5 minutes", "5 минут"), each in the plural forms of the language
 * (Intl's). For the live screens, whose rows say how old a thing is rather than when it was.
 */
export const useFormatAge = () => {
  const [locale] = useLocaleState();
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const age = (value: string, now: number) => {
    const ms = Math.max(0, now - Date.parse(value));
    const { unit, size } = spanOf(ms);
    return { unit, amount: Math.floor(ms / size) };
  };
  return {
    ago: (value: string, now = Date.now()) => {
      const { unit, amount } = age(value, now);
      return relative.format(-amount, unit);
    },
    duration: (value: string, now = Date.now()) => {
      const { unit, amount } = age(value, now);
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
    },
  };
};

/** A moment as the console's language says it from now, past or future: "5 minutes ago", "in 3 days", "now". */
export const useFormatRelative = () => {
  const [locale] = useLocaleState();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return (value: string, now = Date.now()) => {
    const ms = new Date(value).getTime() - now;
    const { unit, size } = spanOf(ms);
    return Math.abs(ms) < 60_000 ? format.format(0, 'second') : format.format(Math.round(ms / size), unit);
  };
};
