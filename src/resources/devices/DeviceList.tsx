import { DataTable, Link, type RaRecord, useRecordContext } from 'react-admin';
import type { DeviceRecord } from '../../../contract/devices';
import { useArea } from '../../areas/AreaContext';
import { useEditPath } from '../../layout/editRoute';
import { useCardLayout } from '../../layout/lists/ListCards';
import { hiddenBelow, ResourceList, wrapping, wrappingChip } from '../../layout/lists/ResourceList';
import { useMayCall } from '../../session/permissions';
import { companyFilter, statusFilter } from '../locks/platformFilters';
import {
  DeviceKindField,
  DeviceSeenField,
  DoorsField,
  PendingField,
  SyncField,
  VersionField,
  WrongForField,
} from './DeviceFields';
import { kindFilter, syncFilter } from './deviceFilters';
import { ListResyncButton } from './ResyncButton';

/** A device's name as a link to its page: a phone's card, which holds a button, is no link itself. */
const NameLink = ({ pathOf }: { pathOf: (record: RaRecord) => string }) => {
  const device = useRecordContext<DeviceRecord>();
  return device ? <Link to={pathOf(device)}>{device.name}</Link> : null;
};

/**
 * The devices (issue 42): each local server and controller, the doors it serves, when it was last seen,
 * the credential version it acknowledged against the current one, the changes it has yet to apply and
 * the oldest one's age, drift, and a resync; the one wrong the longest first. The list reads itself
 * again every few seconds, not while a filter is typed into or the resync question is open. In the
 * company area a row opens the device's own page; on the platform, whose pages are the companies', the
 * company's (its local servers' tab for a local server). On a phone a card holds the resync button, so
 * it opens nothing itself: the device's name is a link instead.
 */
export const DeviceList = () => {
  const area = useArea();
  const editPath = useEditPath();
  const phone = useCardLayout();
  const pathOf = (record: RaRecord) => {
    const device = record as DeviceRecord;
    if (area === 'company') return editPath(device.kind === 'localServer' ? 'local_servers' : 'controllers', device.id);
    const company = editPath('companies', device.companyId);
    return device.kind === 'localServer' ? `${company}?tab=localServers` : company;
  };
  const platform = area === 'platform';
  const mayResync = useMayCall()(platform ? 'ResyncPlatformDevice' : 'ResyncDevice');
  return (
    <ResourceList
      live
      sort={{ field: 'wrongSince', order: 'ASC' }}
      filters={[...(platform ? [companyFilter] : []), kindFilter, statusFilter, syncFilter]}
      rowPath={phone ? () => undefined : pathOf}
      mobile={{
        primary: <NameLink pathOf={pathOf} />,
        secondary: <SyncField />,
        tertiary: <DeviceSeenField />,
        more: [
          ...(platform ? ['companyName'] : []),
          { label: 'resources.devices.fields.wrongSince', value: <WrongForField /> },
          { label: 'resources.devices.fields.version', value: <VersionField /> },
          { label: 'resources.devices.fields.pending', value: <PendingField />, wrap: true },
        ],
        ...(mayResync && { actions: <ListResyncButton /> }),
      }}
    >
      <DataTable.Col source="name" cellSx={wrapping} />
      <DataTable.Col source="kind" disableSort sx={hiddenBelow('xl')}>
        <DeviceKindField />
      </DataTable.Col>
      {platform && <DataTable.Col source="companyName" sx={hiddenBelow('lg')} cellSx={wrapping} />}
      <DataTable.Col source="doors">
        <DoorsField />
      </DataTable.Col>
      <DataTable.Col source="lastSeen" label="resources.devices.fields.status">
        <DeviceSeenField />
      </DataTable.Col>
      {/* On the platform the company takes its place below the widest screens; a phone’s card has it. */}
      <DataTable.Col source="version" disableSort sx={platform ? hiddenBelow('xl') : undefined}>
        <VersionField />
      </DataTable.Col>
      <DataTable.Col source="pending" cellSx={wrapping}>
        <PendingField />
      </DataTable.Col>
      <DataTable.Col source="sync" disableSort sx={wrappingChip(170)}>
        <SyncField />
      </DataTable.Col>
      <DataTable.Col source="wrongSince">
        <WrongForField />
      </DataTable.Col>
      {mayResync && (
        <DataTable.Col label={false} disableSort align="right">
          <ListResyncButton icon />
        </DataTable.Col>
      )}
    </ResourceList>
  );
};
