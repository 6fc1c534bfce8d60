import { Resource } from '../../dataProvider/typedResource';
import { ownCompany } from '../../resources/companies';
import type { ReactNode } from 'react';

import abonents from '../../resources/abonents';
import accessRights from '../../resources/access_rights';
import accessJournal from '../../resources/access_journal';
import { companyAccessPoints } from '../../resources/access_points';
import { accessSection } from '../../access';
import addresses from '../../resources/addresses';
import attention from '../../resources/attention';
import deleted from '../../resources/deleted';
import importFiles from '../../resources/import_files';
import sipDevices from '../../resources/sip_devices';
import cameras from '../../resources/cameras';
import guestPasses from '../../resources/guest_passes';
import joinRequests from '../../resources/join_requests';
import controllers from '../../resources/controllers';
import localServers from '../../resources/local_servers';
import devices from '../../resources/devices';
import payments from '../../resources/payments';
import { companyPostamates } from '../../resources/postamates';
import sessions from '../../resources/sessions';
import tariffs from '../../resources/tariffs';
import workingTime from '../../resources/working_time';
import twoFactor from '../../resources/two_factor';
import { AreaAdmin, type AreaDependencies } from '../AreaAdmin';
import { companyMenu } from './menu';
import { SetupChecklist } from './SetupChecklist';

/** Set B, the company admin area (/intercom-ru). Its main route and unknown paths go to abonents. */
const CompanyAdmin = ({ children, ...dependencies }: AreaDependencies & { children?: ReactNode }) => (
  <AreaAdmin
    area="company"
    menuOrder={companyMenu}
    fallbackResource="abonents"
    Notice={SetupChecklist}
    {...dependencies}
  >
    <Resource name="abonents" {...abonents} />
    <Resource name="join_requests" {...joinRequests} />
    <Resource name="addresses" {...addresses} />
    <Resource name="sip_devices" {...sipDevices} />
    <Resource name="cameras" {...cameras} />
    <Resource name="access" {...accessSection} />
    <Resource name="access_points" {...companyAccessPoints} />
    <Resource name="tariffs" {...tariffs} />
    <Resource name="access_rights" {...accessRights} />
    <Resource name="guest_passes" {...guestPasses} />
    <Resource name="controllers" {...controllers} />
    <Resource name="local_servers" {...localServers} />
    <Resource name="devices" {...devices} />
    <Resource name="payments" {...payments} />
    {/* A route without a menu entry. */}
    <Resource name="postamates" {...companyPostamates} />
    {/* The company's own profile: a route without a menu entry (Set B). */}
    <Resource name="companies" {...ownCompany} />
    <Resource name="access_journal" {...accessJournal} />
    <Resource name="working_time" {...workingTime} />
    <Resource name="sessions" {...sessions} />
    {/* The signed-in user's two-factor sign-in: reached from the account menu. */}
    <Resource name="two_factor" {...twoFactor} />
    <Resource name="attention" {...attention} />
    <Resource name="deleted" {...deleted} />
    {/* The import wizard: opened from the residents' and addresses' lists. */}
    <Resource name="import_files" {...importFiles} />
    {children}
  </AreaAdmin>
);

export default CompanyAdmin;
