import Button from '@mui/material/Button';
import BlockIcon from '@mui/icons-material/Block';
import { DataTable, Link, SelectInput, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { type GuestPassRecord, guestPassStatuses } from '../../../contract/guest-pass';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { useFormatDateTime } from '../../layout/fields/dates';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { hiddenBelow, ResourceList, wrapping } from '../../layout/lists/ResourceList';
import { useMayCall } from '../../session/permissions';
import { StatusChip } from '../access_rights/StatusChip';
import { useRevoke } from '../access_rights/useRevoke';
import { IssueGuestPassButton } from './IssueGuestPassDialog';

const DoorsField = () => {
  const pass = useRecordContext<GuestPassRecord>();
  return pass ? <>{pass.points.map((point) => point.name).join(', ')}</> : null;
};

/** The link's period, both ends in the viewer's own time (the server keeps instants). */
const ValidityField = () => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const pass = useRecordContext<GuestPassRecord>();
  return pass ? (
    <>
      {translate('resources.guest_passes.validity', {
        from: formatDateTime(pass.validFrom),
        to: formatDateTime(pass.validTo),
      })}
    </>
  ) : null;
};

/** How many openings were taken and how many are left. */
const UsesLeftField = () => {
  const translate = useTranslate();
  const pass = useRecordContext<GuestPassRecord>();
  return pass ? (
    <>
      {translate('resources.guest_passes.usesLeft', {
        uses: pass.uses,
        left: Math.max(pass.maxUses - pass.uses, 0),
      })}
    </>
  ) : null;
};

const UsesField = () => {
  const translate = useTranslate();
  const pass = useRecordContext<GuestPassRecord>();
  return pass ? <>{translate('resources.guest_passes.usesOf', { uses: pass.uses, max: pass.maxUses })}</> : null;
};

/** Revoking a link from its row: asked first, naming the guest. The list leaves it out for a role that may not. */
const RevokeCell = () => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const pass = useRecordContext<GuestPassRecord>();
  const { ask, dialog } = useRevoke({
    resource: 'guest_passes',
    revoke: (id) => dataProvider.revokeGuestPass(id),
    content: () => ({ message: 'resources.guest_passes.confirm.revokeContent', args: { name: pass?.name ?? '' } }),
  });
  if (!pass || pass.status === 'revoked' || pass.status === 'expired' || pass.status === 'usedUp') return null;
  return (
    <>
      <Button
        size="small"
        color="warning"
        startIcon={<BlockIcon />}
        onClick={(event) => (event.stopPropagation(), ask(pass.id))}
      >
        {translate('resources.access_rights.actions.revoke')}
      </Button>
      {dialog}
    </>
  );
};

const BackToRights = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'access_rights', type: 'list' })}>{translate('resources.guest_passes.back')}</Link>
  );
};

/**
 * The company's guest links (/guest_passes): who, which doors, until when, uses, status; a row opens
 * nothing (a link has no page). Issuing and revoking are there for a role that may.
 */
export const GuestPassList = () => {
  const translate = useTranslate();
  const mayRevoke = useMayCall()('RevokeGuestPass');
  const statuses = guestPassStatuses.map((status) => ({
    id: status,
    name: translate(`resources.guest_passes.statuses.${status}`),
  }));
  return (
    <ResourceList
      sort={{ field: 'created', order: 'DESC' }}
      filters={[<SelectInput key="status" source="status" choices={statuses} alwaysOn sx={{ minWidth: 150 }} />]}
      header={<BackToRights />}
      createButton={<IssueGuestPassButton />}
      // A link has no page of its own: on a phone its card is all there is of it, so it says everything the
      // table does (the doors whole) and carries the revoke.
      mobile={{
        primary: 'name',
        secondary: { label: 'resources.guest_passes.fields.points', value: <DoorsField />, wrap: true },
        tertiary: { label: 'resources.guest_passes.fields.validity', value: <ValidityField />, wrap: true },
        more: [
          { label: 'resources.guest_passes.fields.uses', value: <UsesLeftField /> },
          { label: false, value: <StatusChip resource="guest_passes" /> },
        ],
        actions: mayRevoke ? <RevokeCell /> : undefined,
      }}
    >
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="points" disableSort cellSx={wrapping}>
        <DoorsField />
      </DataTable.Col>
      <DataTable.Col source="validTo" disableSort>
        <LocalDateField source="validTo" showTime />
      </DataTable.Col>
      <DataTable.Col source="uses" disableSort sx={hiddenBelow('md')}>
        <UsesField />
      </DataTable.Col>
      <DataTable.Col source="status" disableSort>
        <StatusChip resource="guest_passes" />
      </DataTable.Col>
      {mayRevoke && (
        <DataTable.Col>
          <RevokeCell />
        </DataTable.Col>
      )}
    </ResourceList>
  );
};
