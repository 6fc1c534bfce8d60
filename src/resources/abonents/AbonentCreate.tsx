import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { AbonentForm } from './AbonentForm';

/**
 * A new abonent opens its edit page once saved: keys, card and BLE tag IDs and intercoms are added
 * there (their Actions need the abonent's id), and the page says so before the form.
 */
export const AbonentCreate = () => {
  const translate = useTranslate();
  return (
    <ResourceCreate redirect="edit">
      {/* A note on the page, not an alert: role="alert" is for the error toasts. */}
      <Alert role="note" severity="info" sx={{ m: 2, mb: 0 }}>
        {translate('resources.abonents.helpers.afterSave')}
      </Alert>
      <AbonentForm />
    </ResourceCreate>
  );
};
