import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { AddressForm } from './AddressForm';

export const AddressEdit = () => (
  <ResourceEdit>
    <AddressForm />
  </ResourceEdit>
);
