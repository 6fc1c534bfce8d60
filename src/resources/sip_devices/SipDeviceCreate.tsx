import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { SipDeviceForm } from './SipDeviceForm';

export const SipDeviceCreate = () => (
  <ResourceCreate>
    <SipDeviceForm />
  </ResourceCreate>
);
