import { useLocaleState, useRecordContext } from 'react-admin';

/** An amount (exact decimal text, "1250.50") in the person's language, "1 250,50" or "1,250.50". */
export const useFormatMoney = () => {
  const [locale] = useLocaleState();
  // Intl formats decimal text exactly, without going through a float.
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (amount: string) => format.format(amount as `${number}`);
};

/** A record's amount in the person's language; a dash for none. */
export const MoneyField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const formatMoney = useFormatMoney();
  const value: unknown = record?.[source];
  return <>{typeof value === 'string' ? formatMoney(value) : '—'}</>;
};
