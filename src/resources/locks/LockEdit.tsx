import { DeviceStatusLine } from '../../layout/fields/DeviceStatusField';
import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { LockForm } from './LockForm';

/**
 * A lock's edit page: its state, the form, and a delete that asks first. A lock its company's points use
 * is not deleted: the server's reason, naming them, comes as the toast.
 */
export const LockEdit = () => (
  <ResourceEdit actions={<DeleteRecordButton />}>
    <DeviceStatusLine label="resources.locks.fields.status" />
    <LockForm />
  </ResourceEdit>
);
