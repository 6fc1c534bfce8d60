import Box from '@mui/material/Box';
import { useLocaleState, useTranslate } from 'react-admin';
import type { KeyType } from '../../../contract/key-status';

const dateTime = (value: string | null, locale: string) =>
  value ? new Date(value).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) : '';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * A temporary key's period as two short lines for a table's cell, in the console's language and the
 * browser's time: 'from –' over 'until' ("25.11.2026, 19:06 –" over "27.01.2027, 19:06"); a period
 * within one day gives its date over its hours ("25.11.2026" over "09:00 – 18:00"). The times stay
 * otherwise, midnight too: a key until 27.01.2027, 00:00 does not work on the 27th.
 */
export const periodLines = (validFrom: string | null, validUntil: string | null, locale: string): [string, string] => {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const from = validFrom ? new Date(validFrom) : null;
  const until = validUntil ? new Date(validUntil) : null;
  if (from && until && sameDay(from, until)) return [date.format(from), `${time.format(from)} – ${time.format(until)}`];
  return [`${dateTime(validFrom, locale)} –`, dateTime(validUntil, locale)];
};

const line = { display: 'block', whiteSpace: 'nowrap' } as const;

/**
 * A key's period: from and until for a temporary key (on one line, or for a table's cell on two:
 * periodLines); a permanent one works until deleted.
 */
export const KeyPeriod = ({
  keyType,
  validFrom,
  validUntil,
  twoLines = false,
}: {
  keyType: KeyType;
  validFrom: string | null;
  validUntil: string | null;
  twoLines?: boolean;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (keyType === 'permanent') return <>{translate('resources.abonent_keys.permanentOnly')}</>;
  if (!twoLines) return <>{`${dateTime(validFrom, locale)} – ${dateTime(validUntil, locale)}`}</>;
  const [first, second] = periodLines(validFrom, validUntil, locale);
  return (
    <>
      <Box component="span" sx={line}>
        {first}
      </Box>
      <Box component="span" sx={line}>
        {second}
      </Box>
    </>
  );
};
