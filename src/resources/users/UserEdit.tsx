import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { ChangePasswordButton } from './ChangePasswordButton';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { UserForm } from './UserForm';
import { UserKeys } from './UserKeys';
import { UserProfiles } from './UserProfiles';
import { UserSessions } from './UserSessions';

/**
 * The user's page (spec: user detail): change password, reset the second factor (a lost phone) and
 * delete above, the details form, the companies and roles, where the user is signed in (their sessions,
 * to end), and the user's keys. Deleting yourself or the last platform admin is refused
 * by the server, whose reason comes as the toast.
 */
export const UserEdit = () => (
  <ResourceEdit
    actions={
      <>
        <ChangePasswordButton />
        <ResetTwoFactorButton />
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
