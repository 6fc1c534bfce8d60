import { DateField, type DateFieldProps, useLocaleState } from 'react-admin';

/**
 * react-admin's DateField in the console's language rather than the browser's: a Russian screen shows
 * "22.11.2026, 07:27:52", an English one "11/22/2026, 7:27:52 AM", whatever the machine is set to.
 */
export const LocalDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField locales={locale} {...props} />;
};
