import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { CameraForm } from './CameraForm';

export const CameraCreate = () => (
  <ResourceCreate>
    <CameraForm />
  </ResourceCreate>
);
