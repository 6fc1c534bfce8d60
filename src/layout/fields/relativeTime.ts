import { useLocaleState } from 'react-admin';

/** The units an age is told in, each with how many milliseconds it takes; the largest that fits is used. */
const UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
] as const;

/** How long ago a moment was, in whole units of the largest that fits (at least seconds). */
const ageOf = (value: string, now: number) => {
  const ms = Math.max(0, now - Date.parse(value));
  const [unit, size] = UNITS.find(([, size]) => ms >= size) ?? UNITS[UNITS.length - 1];
  return { unit, amount: Math.floor(ms / size) };
};

/**
 * How long ago a moment was, in the console's language ("5 minutes ago", "5 минут назад"; "now" within
 * the second), and how long since ("5 minutes", "5 минут"), each in the plural forms of the language
 * (Intl's). For the live screens, whose rows say how old a thing is rather than when it was.
 */
export const useFormatAge = () => {
  const [locale] = useLocaleState();
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return {
    ago: (value: string, now = Date.now()) => {
      const { unit, amount } = ageOf(value, now);
      return relative.format(-amount, unit);
    },
    duration: (value: string, now = Date.now()) => {
      const { unit, amount } = ageOf(value, now);
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
    },
  };
};
