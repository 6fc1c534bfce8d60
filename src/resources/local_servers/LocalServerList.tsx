import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { OwnLocalServerRecord } from '../../../contract/device-doors';
import { DeviceStatusField } from '../../layout/fields/DeviceStatusField';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { hiddenBelow, ResourceList, wrapping } from '../../layout/lists/ResourceList';

const ServerStatusField = () => {
  const server = useRecordContext<OwnLocalServerRecord>();
  return server ? <DeviceStatusField status={server.status} lastSeen={server.lastSeen} /> : null;
};

/** How many access points the server serves, or that it serves none. */
export const DoorsCount = () => {
  const translate = useTranslate();
  const server = useRecordContext<OwnLocalServerRecord>();
  if (!server) return null;
  return (
    <>
      {server.doors.length === 0
        ? translate('resources.local_servers.doors.none')
        : translate('resources.local_servers.doors.count', { smart_count: server.doors.length })}
    </>
  );
};

/** The doors by path, one after another. */
const DoorsField = () => {
  const server = useRecordContext<OwnLocalServerRecord>();
  if (!server) return null;
  return server.doors.length === 0 ? <DoorsCount /> : <>{server.doors.map((door) => door.name).join('; ')}</>;
};

/**
 * The company's own local servers (the platform adds them): their state, the access points each serves and
 * when their token was issued. A row opens the server's page, where its access points are chosen.
 */
export const LocalServerList = () => {
  return (
    <ResourceList
      sort={{ field: 'name', order: 'ASC' }}
      mobile={{ primary: 'name', secondary: <DoorsCount />, tertiary: <ServerStatusField /> }}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="doors" disableSort cellSx={wrapping}>
        <DoorsField />
      </DataTable.Col>
      <DataTable.Col source="lastSeen" label="resources.local_servers.fields.status" disableSort>
        <ServerStatusField />
      </DataTable.Col>
      <DataTable.Col source="tokenIssued" disableSort sx={hiddenBelow('lg')}>
        <LocalDateField source="tokenIssued" showTime />
      </DataTable.Col>
    </ResourceList>
  );
};
