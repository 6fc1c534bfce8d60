import { DataTable, useRecordContext } from 'react-admin';
import type { ControllerRecord } from '../../../contract/controller';
import { DayField } from '../../layout/fields/DayField';
import { DeviceStatusField } from '../../layout/fields/DeviceStatusField';
import { PhoneField } from '../../layout/fields/PhoneField';
import { hiddenBelow, ResourceList } from '../../layout/lists/ResourceList';
import { statusFilter } from '../locks/platformFilters';

const ControllerStatusField = () => {
  const controller = useRecordContext<ControllerRecord>();
  return controller ? <DeviceStatusField status={controller.status} lastSeen={controller.lastSeen} /> : null;
};

/**
 * The company's controllers: secure ID, where, phone, backside, installation date and online state;
 * search by secure ID, location or phone, a filter by state.
 */
export const ControllerList = () => (
  <ResourceList
    sort={{ field: 'secureId', order: 'ASC' }}
    filters={[statusFilter]}
    mobile={{ primary: 'secureId', secondary: 'installationLocation', tertiary: <ControllerStatusField /> }}
  >
    <DataTable.Col source="secureId" cellSx={() => ({ fontFamily: 'monospace' })} />
    <DataTable.Col source="installationLocation" />
    <DataTable.Col source="controllerPhoneNumber" disableSort sx={hiddenBelow('lg')}>
      <PhoneField source="controllerPhoneNumber" />
    </DataTable.Col>
    <DataTable.Col
      source="backsideSecureId"
      disableSort
      cellSx={() => ({ fontFamily: 'monospace' })}
      sx={hiddenBelow('lg')}
    />
    <DataTable.Col source="installationDate" sx={hiddenBelow('xl')}>
      <DayField source="installationDate" />
    </DataTable.Col>
    <DataTable.Col source="lastSeen" label="resources.controllers.fields.status">
      <ControllerStatusField />
    </DataTable.Col>
  </ResourceList>
);
