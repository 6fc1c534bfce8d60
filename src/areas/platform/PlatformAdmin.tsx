import { Resource } from 'react-admin';
import users from '../../resources/users';
import { AreaAdmin } from '../AreaAdmin';
import { platformMenu } from './menu';

/** Set A, the platform admin area (/admin-ru). Unknown paths go to users. */
const PlatformAdmin = () => (
  <AreaAdmin area="platform" menuOrder={platformMenu} fallbackResource="users">
    <Resource name="users" {...users} />
  </AreaAdmin>
);

export default PlatformAdmin;
