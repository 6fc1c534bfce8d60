import { platformLockDefaults } from '../../../contract/platform-lock';
import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { LockForm } from './LockForm';

/** Registering a lock: the form starts from the spec's defaults; saved, 'Lock registered' and the list. */
export const LockCreate = () => (
  <ResourceCreate record={platformLockDefaults}>
    <LockForm />
  </ResourceCreate>
);
