import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { SipServerForm } from './SipServerForm';

/**
 * A SIP server's edit page: the form and a delete that asks first. A server with SIP devices on it is not
 * deleted (nor moved to another company): the server's reason, naming them, comes as the toast.
 */
export const SipServerEdit = () => (
  <ResourceEdit actions={<DeleteRecordButton />}>
    <SipServerForm />
  </ResourceEdit>
);
