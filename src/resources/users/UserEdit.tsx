import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { ChangePasswordButton } from './ChangePasswordButton';
import { UserForm } from './UserForm';
import { UserKeys } from './UserKeys';
import { UserProfiles } from './UserProfiles';
import { UserSessions } from './UserSessions';

/**
 * The user's page (spec: user detail): change password and delete above, the details form, the
 * companies and roles, where the user is signed in (their sessions, to end), and the user's keys. Deleting yourself or the last platform admin is refused
 * by the server, whose reason comes as the toast.
 */
export const UserEdit = () => (
  <ResourceEdit
    actions={
      <>
        <ChangePasswordButton />
        <DeleteRecordButton detail="resources.users.confirm.deleteContent" />
      </>
    }
  >
    <UserForm />
    <UserProfiles />
    <UserSessions />
    <UserKeys />
  </ResourceEdit>
);
