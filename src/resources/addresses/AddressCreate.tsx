import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { AddressForm } from './AddressForm';

export const AddressCreate = () => (
  <ResourceCreate>
    <AddressForm />
  </ResourceCreate>
);
