import { useRecordContext, useTranslate } from 'react-admin';
import { useFormatDate } from '../../layout/fields/dates';

import type { EffectiveUntil } from '../../../contract/tariff';

export const TariffTypeField = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  return record ? <>{translate(`resources.tariffs.tariffType.${record.tariffType}`)}</> : null;
};

/** The effectivity: the date it ends, or that it has no end. */
export const EffectiveUntilField = () => {
  const translate = useTranslate();
  const formatDay = useFormatDate();
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
