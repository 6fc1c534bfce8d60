import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { CameraForm } from './CameraForm';
import { CameraStatusPanel } from './CameraStatusPanel';

export const CameraEdit = () => (
  <ResourceEdit>
    <CameraStatusPanel />
    <CameraForm />
  </ResourceEdit>
);
