import Button from '@mui/material/Button';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { DataTable, Link, SelectInput, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { type AccessRightRecord, accessRightStatuses, accessRightTypes } from '../../../contract/access-right';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { PhoneField } from '../../layout/fields/PhoneField';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';
import { hiddenBelow, ResourceList, wrapping } from '../../layout/lists/ResourceList';
import { BulkActions, ChangeAllFoundButton } from '../../layout/bulk/BulkActions';
import { accessRightBulkMenu } from './AccessRightBulkDialog';
import { useMayCall } from '../../session/permissions';
import { StatusChip } from './StatusChip';

const TypeField = () => {
  const translate = useTranslate();
  const right = useRecordContext<AccessRightRecord>();
  return right ? <>{translate(`resources.access_rights.types.${right.type}`)}</> : null;
};

/** The list's way to the who-can-pass page and to the guest links. */
const ListLinks = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <>
      <Button
        component={Link}
        to={`${createPath({ resource: 'access_rights', type: 'list' })}/who-can-pass`}
        startIcon={<HowToRegIcon />}
      >
        {translate('resources.access_rights.actions.whoCanPass')}
      </Button>
      <Button component={Link} to={createPath({ resource: 'guest_passes', type: 'list' })} startIcon={<QrCodeIcon />}>
        {translate('resources.access_rights.actions.guestPasses')}
      </Button>
    </>
  );
};

/** The filters beside the search: status, type, an access point (the rights covering it) and the owner. */
const useFilters = () => {
  const translate = useTranslate();
  const choices = (values: readonly string[], group: string) =>
    values.map((value) => ({ id: value, name: translate(`resources.access_rights.${group}.${value}`) }));
  return [
    <SelectInput
      key="status"
      source="status"
      choices={choices(accessRightStatuses, 'statuses')}
      alwaysOn
      sx={{ minWidth: 150 }}
    />,
    <SelectInput
      key="type"
      source="type"
      choices={choices(accessRightTypes, 'types')}
      alwaysOn
      sx={{ minWidth: 150 }}
    />,
    <ReferenceSelectInput
      key="point"
      source="accessPointId"
      reference="access_targets"
      optionText="name"
      filter={{ kind: 'point' }}
      alwaysOn
      minWidth={260}
    />,
    <ReferenceSelectInput
      key="owner"
      source="ownerId"
      reference="abonents"
      optionText="name"
      alwaysOn
      minWidth={220}
    />,
  ];
};

/**
 * The company's access rights: who, what kind, where, until when, the car, the status. Rows are ticked
 * for revoking them together, by a role that may.
 */
export const AccessRightList = () => {
  const mayRevoke = useMayCall()('RevokeAccessRights');
  return (
    <ResourceList
      sort={{ field: 'created', order: 'DESC' }}
      filters={useFilters()}
      actions={
        <>
          <ListLinks />
          <ChangeAllFoundButton {...accessRightBulkMenu} label="bulk.accessRights.revokeAllFound" />
        </>
      }
      bulkActionButtons={mayRevoke && <BulkActions {...accessRightBulkMenu} />}
      selectAllButton={false}
      mobile={{ primary: 'name', secondary: 'target', tertiary: <StatusChip resource="access_rights" /> }}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="type">
        <TypeField />
      </DataTable.Col>
      <DataTable.Col source="target" disableSort cellSx={wrapping} />
      <DataTable.Col source="status" disableSort>
        <StatusChip resource="access_rights" />
      </DataTable.Col>
      <DataTable.Col source="activeTo">
        <LocalDateField source="activeTo" showTime />
      </DataTable.Col>
      <DataTable.Col source="carNumber" disableSort sx={hiddenBelow('md')} />
      <DataTable.Col source="phone" disableSort sx={hiddenBelow('lg')}>
        <PhoneField source="phone" />
      </DataTable.Col>
      <DataTable.Col source="owner" disableSort sx={hiddenBelow('xl')} />
    </ResourceList>
  );
};
