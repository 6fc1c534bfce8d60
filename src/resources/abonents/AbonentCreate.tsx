import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { AbonentForm } from './AbonentForm';

/** A new abonent opens its edit page once saved: keys, card and BLE tag IDs and intercoms are added there. */
export const AbonentCreate = () => (
  <ResourceCreate redirect="edit">
    <AbonentForm />
  </ResourceCreate>
);
