import { useLocaleState, useRecordContext } from 'react-admin';

/** The platform's amounts are roubles (payments, SIM payments, tariffs). */
const CURRENCY = 'RUB';

/**
 * An amount (exact decimal text, "1250.50") in the person's language, "1 250,50" or "1,250.50"; with
 * `currency`, with the rouble sign where the language puts it ("1 250,50 ₽", "₽1,250.50").
 */
export const useFormatMoney = ({ currency = false } = {}) => {
  const [locale] = useLocaleState();
  // Intl formats decimal text exactly, without going through a float.
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(currency && { style: 'currency', currency: CURRENCY, currencyDisplay: 'narrowSymbol' }),
  });
  return (amount: string) => format.format(amount as `${number}`);
};

/** The currency's sign in the person's language ("₽"), for an input of an amount. */
export const useCurrencySign = () => {
  const [locale] = useLocaleState();
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? CURRENCY;
};

/** A record's amount in the person's language, with the currency when asked; a dash for none. */
export const MoneyField = ({ source, currency }: { source: string; currency?: boolean }) => {
  const record = useRecordContext();
  const formatMoney = useFormatMoney({ currency });
  const value: unknown = record?.[source];
  return <>{typeof value === 'string' ? formatMoney(value) : '—'}</>;
};
