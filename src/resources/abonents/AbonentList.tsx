import { DataTable, downloadCSV, type Exporter } from 'react-admin';
import type { AbonentRecord } from '../../domain/abonent';
import { PhoneField, formatPhoneNumber } from '../../layout/fields/PhoneField';
import { toCsv } from '../../layout/lists/csv';
import { ResourceList } from '../../layout/lists/ResourceList';

/** The export: one row per abonent, the columns a spreadsheet user wants, lists joined. */
const exportAbonents: Exporter<AbonentRecord> = (records) => {
  const rows = records.map((abonent) => ({
    name: abonent.name,
    phoneNumber: formatPhoneNumber(abonent.phoneNumber),
    building: abonent.building ?? '',
    room: abonent.room ?? '',
    address: abonent.address ?? '',
    floor: abonent.floor ?? '',
    accessCardAndBleTagId: abonent.accessCardAndBleTagId.join(' '),
    intercoms: abonent.intercoms.map((intercom) => `${intercom.intercomName} (${intercom.apartment})`).join('; '),
    cars: abonent.cars.map((car) => [car.model, car.number].filter(Boolean).join(' ')).join('; '),
    permanentKeys: abonent.permanentKeys,
    temporaryKeys: abonent.temporaryKeys,
    created: abonent.created,
  }));
  downloadCSV(toCsv(rows), 'abonents');
};

export const AbonentList = () => (
  <ResourceList sort={{ field: 'name', order: 'ASC' }} exportable exporter={exportAbonents}>
    <DataTable.Col source="name" />
    <DataTable.Col source="phoneNumber">
      <PhoneField source="phoneNumber" />
    </DataTable.Col>
    <DataTable.Col source="building" />
    <DataTable.Col source="room" />
  </ResourceList>
);
