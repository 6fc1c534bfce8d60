import { useLocaleState, useTranslate } from 'react-admin';
import type { KeyType } from '../../domain/key-status';

const dateTime = (value: string | null, locale: string) =>
  value ? new Date(value).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) : '';

/** A key's period: from and until for a temporary key; a permanent one works until deleted. */
export const KeyPeriod = ({ keyType, validFrom, validUntil }: { keyType: KeyType; validFrom: string | null; validUntil: string | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (keyType === 'permanent') return <>{translate('resources.abonent_keys.permanentOnly')}</>;
  return <>{`${dateTime(validFrom, locale)} – ${dateTime(validUntil, locale)}`}</>;
};
