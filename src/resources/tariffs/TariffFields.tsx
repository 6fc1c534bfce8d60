import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { EffectiveUntil } from '../../domain/tariff';

/** A calendar date (YYYY-MM-DD) in the person's language: "30 November 2026". */
export const useFormatDay = () => {
  const [locale] = useLocaleState();
  return (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/** An amount (exact decimal text) in the person's language, "1 250,00" or "1,250.00"; a dash for none. */
export const MoneyField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value: unknown = record?.[source];
  if (typeof value !== 'string') return <>—</>;
  // Intl formats decimal text exactly, without going through a float.
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return <>{format.format(value as `${number}`)}</>;
};

export const TariffTypeField = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  return record ? <>{translate(`resources.tariffs.tariffType.${record.tariffType}`)}</> : null;
};

/** The effectivity: the date it ends, or that it has no end. */
export const EffectiveUntilField = () => {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const record = useRecordContext<{ id: string; effectiveUntil: EffectiveUntil; effectiveUntilDate: string | null }>();
  if (!record) return null;
  return (
    <>
      {record.effectiveUntilDate
        ? translate('resources.tariffs.effectiveUntil.until', { date: formatDay(record.effectiveUntilDate) })
        : translate(`resources.tariffs.effectiveUntil.${record.effectiveUntil}`)}
    </>
  );
};
