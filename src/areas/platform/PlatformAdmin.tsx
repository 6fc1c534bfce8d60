import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import accessPoints from '../../resources/access_points';
import audit from '../../resources/audit';
import companies from '../../resources/companies';
import locks from '../../resources/locks';
import postamates from '../../resources/postamates';
import localKeys from '../../resources/local_keys';
import payments from '../../resources/payments';
import regKeys from '../../resources/reg_keys';
import simPayments from '../../resources/sim_payments';
import sipServers from '../../resources/sip_servers';
import users from '../../resources/users';
import { AreaAdmin, type AreaDependencies } from '../AreaAdmin';
import { platformMenu } from './menu';

/** Set A, the platform admin area (/admin-ru). Unknown paths go to users. */
const PlatformAdmin = ({ children, ...dependencies }: AreaDependencies & { children?: ReactNode }) => (
  <AreaAdmin area="platform" menuOrder={platformMenu} fallbackResource="users" {...dependencies}>
    <Resource name="users" {...users} />
    <Resource name="locks" {...locks} />
    <Resource name="access_points" {...accessPoints} />
    <Resource name="companies" {...companies} />
    <Resource name="postamates" {...postamates} />
    <Resource name="sim_payments" {...simPayments} />
    <Resource name="payments" {...payments} />
    <Resource name="local_keys" {...localKeys} />
    <Resource name="reg_keys" {...regKeys} />
    <Resource name="sip_servers" {...sipServers} />
    <Resource name="audit" {...audit} />
    {children}
  </AreaAdmin>
);

export default PlatformAdmin;
