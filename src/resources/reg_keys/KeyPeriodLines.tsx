import Box from '@mui/material/Box';
import { useLocaleState, useTranslate } from 'react-admin';
import type { KeyType } from '../../domain/key-status';

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * A temporary key's period as two short lines for a table's cell, in the console's language and the
 * browser's time: 'from –' over 'until' ("25.11.2026, 19:06 –" over "27.01.2027, 19:06"); a period
 * within one day gives its date over its hours ("25.11.2026" over "09:00 – 18:00"). The times stay
 * otherwise, midnight too: a key until 27.01.2027, 00:00 does not work on the 27th.
 */
export const periodLines = (validFrom: string | null, validUntil: string | null, locale: string): [string, string] => {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const from = validFrom ? new Date(validFrom) : null;
  const until = validUntil ? new Date(validUntil) : null;
  if (from && until && sameDay(from, until)) return [date.format(from), `${time.format(from)} – ${time.format(until)}`];
  return [`${from ? dateTime.format(from) : ''} –`, until ? dateTime.format(until) : ''];
};

/**
 * A key's period in a table's cell: a temporary key's from and until on two lines (periodLines), each
 * kept whole on its line; a permanent key's 'works until deleted' on one.
 */
export const KeyPeriodLines = ({ keyType, validFrom, validUntil }: { keyType: KeyType; validFrom: string | null; validUntil: string | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (keyType === 'permanent') return <>{translate('resources.abonent_keys.permanentOnly')}</>;
  const [first, second] = periodLines(validFrom, validUntil, locale);
  return (
    <>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {first}
      </Box>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {second}
      </Box>
    </>
  );
};
