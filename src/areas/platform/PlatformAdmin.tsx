import { Resource } from '../../dataProvider/typedResource';
import type { ReactNode } from 'react';

import accessPoints from '../../resources/access_points';
import attention from '../../resources/attention';
import audit from '../../resources/audit';
import deleted from '../../resources/deleted';
import companies from '../../resources/companies';
import devices from '../../resources/devices';
import cameras from '../../resources/cameras';
import locks from '../../resources/locks';
import postamates from '../../resources/postamates';
import localKeys from '../../resources/local_keys';
import payments from '../../resources/payments';
import regKeys from '../../resources/reg_keys';
import sessions from '../../resources/sessions';
import simPayments from '../../resources/sim_payments';
import sipDevices from '../../resources/sip_devices';
import sipServers from '../../resources/sip_servers';
import twoFactor from '../../resources/two_factor';
import users from '../../resources/users';
import { AreaAdmin, type AreaDependencies } from '../AreaAdmin';
import { platformMenu } from './menu';

/** The company area's resources, every company's here: read and edited, never created (a company adds its own). */
const { create: _camerasCreate, ...everyCompanysCameras } = cameras;
const { create: _sipDevicesCreate, ...everyCompanysSipDevices } = sipDevices;

/** Set A, the platform admin area (/admin-ru). Unknown paths go to users. */
const PlatformAdmin = ({ children, ...dependencies }: AreaDependencies & { children?: ReactNode }) => (
  <AreaAdmin area="platform" menuOrder={platformMenu} fallbackResource="users" {...dependencies}>
    <Resource name="users" {...users} />
    <Resource name="locks" {...locks} />
    <Resource name="access_points" {...accessPoints} />
    <Resource name="companies" {...companies} />
    <Resource name="postamates" {...postamates} />
    <Resource name="devices" {...devices} />
    <Resource name="sim_payments" {...simPayments} />
    <Resource name="payments" {...payments} />
    <Resource name="local_keys" {...localKeys} />
    <Resource name="reg_keys" {...regKeys} />
    <Resource name="cameras" {...everyCompanysCameras} />
    <Resource name="sip_servers" {...sipServers} />
    <Resource name="sip_devices" {...everyCompanysSipDevices} />
    <Resource name="audit" {...audit} />
    <Resource name="sessions" {...sessions} />
    {/* The signed-in user's two-factor sign-in: reached from the account menu. */}
    <Resource name="two_factor" {...twoFactor} />
    <Resource name="attention" {...attention} />
    <Resource name="deleted" {...deleted} />
    {children}
  </AreaAdmin>
);

export default PlatformAdmin;
