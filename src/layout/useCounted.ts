import { useLocaleState } from 'react-admin';

/**
 * A count as a message takes it: `smart_count` picks the plural form, `count` is the number as the
 * language writes it (30,000 in English, 30 000 in Russian), where polyglot would print 30000.
 */
export function useCounted() {
  const [locale] = useLocaleState();
  return (value: number) => ({ smart_count: value, count: value.toLocaleString(locale) });
}
