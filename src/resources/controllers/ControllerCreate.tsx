import { controllerDefaults } from '../../../contract/controller';
import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { ControllerForm } from './ControllerForm';

/** Registering a controller: saved, 'Controller registered' and the list. */
export const ControllerCreate = () => (
  <ResourceCreate record={controllerDefaults}>
    <ControllerForm />
  </ResourceCreate>
);
