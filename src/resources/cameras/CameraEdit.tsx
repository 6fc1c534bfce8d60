import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { CameraForm } from './CameraForm';
import { CameraStatusPanel } from './CameraStatusPanel';

/** The camera's edit page: its status and 'Check status', the form, and a delete that asks first, naming it. */
export const CameraEdit = () => (
  <ResourceEdit actions={<DeleteRecordButton title="resources.cameras.confirm.deleteOne" />}>
    <CameraStatusPanel />
    <CameraForm />
  </ResourceEdit>
);
