import { useBareLocale } from '../../layout/bare/BareLayout';

/** A moment as the guest reads it, in the page's language: "25.11.2026, 18:00". */
export const useLocaleTime = () => {
  const locale = useBareLocale();
  return (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
};
