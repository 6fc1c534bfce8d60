import { DataTable, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { lockTypes, type PlatformLockRecord } from '../../../contract/platform-lock';
import { DeviceStatusField } from '../../layout/fields/DeviceStatusField';
import { hiddenBelow, ResourceList } from '../../layout/lists/ResourceList';
import { companyFilter, statusFilter } from './platformFilters';

/** A lock's type in the person's language. */
const LockTypeField = () => {
  const translate = useTranslate();
  const lock = useRecordContext<PlatformLockRecord>();
  return lock ? <>{translate(`resources.locks.types.${lock.type}`)}</> : null;
};

/** The lock's company, or that it is in the platform's stock. */
const CompanyField = () => {
  const translate = useTranslate();
  const lock = useRecordContext<PlatformLockRecord>();
  return lock ? <>{lock.companyName ?? translate('resources.locks.help.stock')}</> : null;
};

const LockStatusField = () => {
  const lock = useRecordContext<PlatformLockRecord>();
  return lock ? <DeviceStatusField status={lock.status} lastSeen={lock.lastSeen} /> : null;
};

/** Every lock of the platform: PID, name, type, company, online state; filters by company, type and state. */
export const LockList = () => {
  const translate = useTranslate();
  const types = lockTypes.map((type) => ({ id: type, name: translate(`resources.locks.types.${type}`) }));
  return (
    <ResourceList
      sort={{ field: 'pid', order: 'ASC' }}
      filters={[
        companyFilter,
        <SelectInput key="type" source="type" choices={types} alwaysOn sx={{ minWidth: 160 }} />,
        statusFilter,
      ]}
      mobile={{ primary: 'pid', secondary: 'name', tertiary: <LockStatusField /> }}
    >
      <DataTable.Col source="pid" />
      <DataTable.Col source="name" />
      <DataTable.Col source="type">
        <LockTypeField />
      </DataTable.Col>
      <DataTable.Col source="companyName">
        <CompanyField />
      </DataTable.Col>
      <DataTable.Col source="lastSeen" label="resources.locks.fields.status">
        <LockStatusField />
      </DataTable.Col>
      <DataTable.Col source="pointsCount" align="right" disableSort sx={hiddenBelow('xl')} />
    </ResourceList>
  );
};
