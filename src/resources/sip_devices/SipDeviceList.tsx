import {
  AutocompleteInput,
  DataTable,
  NumberField,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { useArea } from '../../areas/AreaContext';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { hiddenBelow, ResourceList, wrapping } from '../../layout/lists/ResourceList';
import { listboxSlot, openMethodChoices } from './SipDeviceForm';
import { companyFilterLabelled } from '../locks/platformFilters';

/** Filters beside the search, sent as the list Action's ServerId and OpenMethod. */
const filters = [
  <ReferenceInput
    key="server"
    source="serverId"
    reference="sip_servers"
    sort={{ field: 'name', order: 'ASC' }}
    alwaysOn
  >
    <AutocompleteInput optionText="name" slotProps={listboxSlot} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SelectInput key="openMethod" source="openMethod" choices={openMethodChoices} alwaysOn sx={{ minWidth: 220 }} />,
];

/**
 * The company's SIP devices: name, server, address, how the door opens, linked abonents, when added;
 * search and filters on the server. In the company area the company is the signed-in one for every row,
 * so it is no column; the platform area's list (every company's) shows it and filters by it.
 * To fit a desktop's card in both languages, the address and the open method wrap, and the date added
 * folds away below the widest screens.
 */
export const SipDeviceList = () => {
  const platform = useArea() === 'platform';
  return (
    <ResourceList
      sort={{ field: 'sipDeviceName', order: 'ASC' }}
      filters={platform ? [companyFilterLabelled('resources.sip_devices.fields.companyName'), ...filters] : filters}
      mobile={{ primary: 'sipDeviceName', secondary: 'address', tertiary: 'server' }}
    >
      <DataTable.Col source="sipDeviceName" />
      {platform && <DataTable.Col source="companyName" />}
      <DataTable.Col source="server" />
      <DataTable.Col source="address" cellSx={wrapping}>
        <TextField source="address" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="openMethod" disableSort cellSx={wrapping}>
        <SelectField source="openMethod" choices={openMethodChoices} />
      </DataTable.Col>
      <DataTable.Col source="abonentCount" align="right" sx={{ width: 110 }}>
        <NumberField source="abonentCount" />
      </DataTable.Col>
      <DataTable.Col source="added" sx={{ width: 130, ...hiddenBelow('xl') }}>
        <LocalDateField source="added" />
      </DataTable.Col>
    </ResourceList>
  );
};
