import { Fragment } from 'react';
import { DataTable, useRecordContext, useTranslateLabel } from 'react-admin';
import type { AbonentRecord, AbonentRow } from '../../../contract/abonent';
import { PhoneField, formatPhoneNumber } from '../../layout/fields/PhoneField';
import type { ExportColumns } from '../../layout/lists/ExportCsvButton';
import { CardLabel } from '../../layout/lists/ListCards';
import { ResourceList } from '../../layout/lists/ResourceList';
import { BulkActions, ChangeAllFoundButton } from '../../layout/bulk/BulkActions';
import { abonentBulkMenu } from './bulk/AbonentBulkDialog';
import { ImportButton } from '../import_files/ImportButton';

/** The export (read as whole records): one row per abonent, the columns a spreadsheet user wants, lists joined. */
const exportColumns: ExportColumns = (record) => {
  const abonent = record as AbonentRecord;
  return {
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
  };
};

/** Where an abonent lives, on one line of a phone's card: building and room, each named. */
const AbonentPlace = () => {
  const translateLabel = useTranslateLabel();
  const abonent = useRecordContext<AbonentRow>();
  const parts = (['building', 'room'] as const).filter((source) => abonent?.[source]);
  return (
    <>
      {parts.map((source, index) => (
        <Fragment key={source}>
          {index > 0 && ' · '}
          <CardLabel>{translateLabel({ source }) as string}</CardLabel>
          {abonent?.[source]}
        </Fragment>
      ))}
    </>
  );
};

export const AbonentList = () => (
  <ResourceList
    sort={{ field: 'name', order: 'ASC' }}
    exportable
    exportColumns={exportColumns}
    exportFrom="abonent_details"
    actions={
      <>
        <ImportButton kind="residents" />
        <ChangeAllFoundButton {...abonentBulkMenu} />
      </>
    }
    bulkActionButtons={<BulkActions {...abonentBulkMenu} />}
    selectAllButton={false}
    mobile={{
      primary: 'name',
      secondary: <PhoneField source="phoneNumber" />,
      tertiary: { label: false, value: <AbonentPlace /> },
    }}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="phoneNumber">
      <PhoneField source="phoneNumber" />
    </DataTable.Col>
    <DataTable.Col source="building" />
    <DataTable.Col source="room" />
  </ResourceList>
);
