import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { SipDeviceForm } from './SipDeviceForm';

export const SipDeviceEdit = () => (
  <ResourceEdit actions={<DeleteRecordButton />}>
    <SipDeviceForm />
  </ResourceEdit>
);
