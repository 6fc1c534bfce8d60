import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import LockOpen from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DataTable, Link, NumberField, useCreatePath, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { BanRecord } from '../../../contract/ban';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { BulkDeleteButton } from '../../layout/lists/BulkDeleteButton';
import { ResourceList } from '../../layout/lists/ResourceList';
import { useConfirmedDelete } from '../../layout/useConfirmedDelete';
import { useMayCall } from '../../session/permissions';
import { AddBanDialog } from './AddBanDialog';

/** The spec's words for a failed unban: 'Failed to delete entry with id:' and the id. */
const FAILED_UNBAN = 'common.errors.deleteEntry';
const UNBANNED = 'resources.bans.notifications.unbanned';

/** Why: the operator's text, or the automatic ban's reason in the person's language. */
const BanReason = () => {
  const translate = useTranslate();
  const ban = useRecordContext<BanRecord>();
  if (!ban) return null;
  return <>{ban.automatic ? translate('resources.bans.automaticReason') : ban.reason}</>;
};

/** When the ban ends, or 'Until lifted'. */
const BanEnds = () => {
  const translate = useTranslate();
  const ban = useRecordContext<BanRecord>();
  if (!ban) return null;
  return ban.ends ? <LocalDateField source="ends" showTime /> : <>{translate('resources.bans.untilLifted')}</>;
};

/**
 * A phone's card has no row selection: it unbans its own address, after the same question (for a role
 * that may).
 */
const UnbanCardLine = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const ban = useRecordContext<BanRecord>();
  const { ask, dialog } = useConfirmedDelete<BanRecord>({
    resource: 'bans',
    title: 'resources.bans.confirm.unban',
    detail: () => ({ message: 'resources.bans.confirm.unbanContent', args: { smart_count: 1 } }),
    representation: (record) => record.network,
    successMessage: UNBANNED,
    onDeleted: () => undefined,
    onFailure: (_error, { ids: [id] }) => notify(FAILED_UNBAN, { type: 'error', messageArgs: { id } }),
  });
  const mayUnban = useMayCall()('DeleteBan');
  if (!ban) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <span>
        {translate('resources.bans.fields.ends')}: <BanEnds />
      </span>
      {mayUnban && (
        <Button size="small" color="error" startIcon={<LockOpen />} onClick={() => ask(ban)}>
          {translate('resources.bans.actions.unban')}
        </Button>
      )}
      {dialog}
    </Stack>
  );
};

const BackToUsers = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Button
      component={Link}
      to={createPath({ resource: 'users', type: 'list' })}
      size="small"
      startIcon={<ArrowBack />}
    >
      {translate('resources.users.actions.backToUsers')}
    </Button>
  );
};

/** Bans an address by hand, for a role that may. */
const AddBanButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!useMayCall()('AddBan')) return null;
  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
        {translate('resources.bans.actions.add')}
      </Button>
      <AddBanDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};

/**
 * Bans (Set A, `users/bans`): the addresses and subnets refused at sign-in, newest first: search by
 * address (an address finds the subnet that holds it) or reason, unban the selected ones, ban one by
 * hand, and back to users. Ended bans are not listed.
 */
export const BanList = () => (
  <ResourceList
    sort={{ field: 'created', order: 'DESC' }}
    header={<BackToUsers />}
    createButton={<AddBanButton />}
    mobile={{ primary: 'network', secondary: <BanReason />, tertiary: <UnbanCardLine /> }}
    bulkActionButtons={
      <BulkDeleteButton
        label="resources.users.actions.unban"
        icon={<LockOpen />}
        confirmTitle="resources.bans.confirm.unban"
        confirmContent="resources.bans.confirm.unbanContent"
        successMessage={UNBANNED}
        failedIdsMessage={FAILED_UNBAN}
        representation={(ban) => ban.network}
      />
    }
  >
    <DataTable.Col source="network" cellSx={() => ({ fontFamily: 'monospace' })} />
    <DataTable.Col source="created">
      <LocalDateField source="created" showTime />
    </DataTable.Col>
    <DataTable.Col source="reason">
      <BanReason />
    </DataTable.Col>
    <DataTable.Col source="ends">
      <BanEnds />
    </DataTable.Col>
    <DataTable.Col source="failures" align="right">
      <NumberField source="failures" />
    </DataTable.Col>
  </ResourceList>
);
