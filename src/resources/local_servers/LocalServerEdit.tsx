import { DeviceStatusLine } from '../../layout/fields/DeviceStatusField';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { DeviceDoorsSection } from './DeviceDoors';

/** A local server's page in the company area: its online state and the access points it serves. */
export const LocalServerEdit = () => (
  <ResourceEdit>
    <DeviceStatusLine label="resources.local_servers.fields.status" />
    <DeviceDoorsSection kind="localServer" />
  </ResourceEdit>
);
