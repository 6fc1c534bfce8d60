import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  DataTable,
  FilterForm,
  FunctionField,
  InfiniteListBase,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AbonentRecord } from '../../../contract/abonent';
import type { AbonentKeyRecord, KeyType } from '../../../contract/abonent-key';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { logLoadFailure } from '../../layout/LoadError';
import { SectionEmpty } from '../../layout/lists/ListEmpty';
import { LoadMore } from '../../layout/lists/LoadMore';
import { wrappingDownTo } from '../../layout/lists/ResourceList';
import { searchFilter } from '../../layout/lists/searchFilter';
import { useConfirmedDelete } from '../../layout/useConfirmedDelete';
import { AddKeyDialog } from './AddKeyDialog';
import { BulkActions } from '../../layout/bulk/BulkActions';
import { abonentKeyBulkMenu } from './bulk/AbonentKeyBulkDialog';
import { Section } from './Section';
import { useMayCall } from '../../session/permissions';
import { KeyLifeCycle } from '../../layout/keys/KeyLifeCycle';
import { KeyPeriod } from '../../layout/keys/KeyPeriod';
import { KeyStatusChip, keyStatusHelp } from '../../layout/keys/KeyStatusChip';
import { keyStatusLabel } from '../../../contract/key-status';

/** The period's cells wrap, down to a temporary key's dates on two lines. */
const PERIOD_CELL = wrappingDownTo(110);
/** A key's title wraps too: with the selection's checkboxes the table is one column wider than its section. */
const TITLE_CELL = wrappingDownTo(96);

/**
 * On a phone the bar of ticked keys (react-admin's, one line laid over the search above the table) has
 * more than its width to say: there it takes a place of its own above the table, its parts wrapping.
 */
const PHONE_BULK_BAR = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
      position: 'static',
      transform: 'none',
      height: 'auto',
      flexWrap: 'wrap',
      py: 0.5,
    },
    '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', justifyContent: 'flex-start' },
  },
});

/** Keys per page: an abonent may have hundreds of keys; the page shows a few and loads more on demand. */
export const KEYS_PAGE_SIZE = 10;

/**
 * The abonent's keys: their own paged list (GetAbonentKeys), newest first, searched on the server by
 * title, with load more and 'All data loaded'; keys are issued in a dialog and deleted after a
 * confirmation, and ticked ones blocked, unblocked or extended together; a role that may not change
 * them sees the list alone.
 */
export const AbonentKeys = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<AbonentRecord>();
  const mayCall = useMayCall();
  const [adding, setAdding] = useState<KeyType | null>(null);
  // The key whose status and history are open; read again from the list after a move.
  const [statusOf, setStatusOf] = useState<AbonentKeyRecord | null>(null);
  const { ask, dialog } = useConfirmedDelete<AbonentKeyRecord>({
    resource: 'abonent_keys',
    title: 'resources.abonents.confirm.deleteKey',
    representation: (key) => key.title,
    successMessage: 'resources.abonents.notifications.keyDeleted',
    onDeleted: refresh,
    // Spec section 8: 'Failed to delete key with id:'.
    onFailure: (_, { ids: [id] }) => notify('common.errors.deleteKey', { type: 'error', messageArgs: { id } }),
  });
  if (!record) return null;

  return (
    <Section
      title="resources.abonents.sections.keys"
      actions={
        mayCall('AddAbonentKey') && (
          <>
            <Button startIcon={<Add />} onClick={() => setAdding('permanent')}>
              {translate('resources.abonents.actions.addPermanentKey')}
            </Button>
            <Button startIcon={<Add />} onClick={() => setAdding('temporary')}>
              {translate('resources.abonents.actions.addTemporaryKey')}
            </Button>
          </>
        )
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${translate('resources.abonents.fields.permanentKeys')}: ${record.permanentKeys ?? 0} · ${translate('resources.abonents.fields.temporaryKeys')}: ${record.temporaryKeys ?? 0}`}
      </Typography>
      <InfiniteListBase
        resource="abonent_keys"
        filter={{ abonentId: record.id }}
        sort={{ field: 'created', order: 'DESC' }}
        perPage={KEYS_PAGE_SIZE}
        disableSyncWithLocation
        storeKey={false}
        queryOptions={{ onError: logLoadFailure }}
      >
        {/* The search box of every list (ResourceList's), here without the page's toolbar around it. */}
        <FilterForm filters={[searchFilter(translate('resources.abonent_keys.searchPlaceholder'))]} />
        <DataTable
          sx={PHONE_BULK_BAR}
          // A row opens the key's status and history, as its status chip does.
          rowClick={(_id, _resource, key) => {
            setStatusOf(key as AbonentKeyRecord);
            return false;
          }}
          // Ticked keys (or every key the search finds) are blocked, unblocked or extended together.
          bulkActionButtons={
            mayCall('ChangeAbonentKeys') ? <BulkActions {...abonentKeyBulkMenu(String(record.id))} /> : false
          }
          empty={<SectionEmpty message="resources.abonents.empty.keys" />}
        >
          <DataTable.Col source="title" cellSx={TITLE_CELL} />
          <DataTable.Col source="keyType">
            <FunctionField<AbonentKeyRecord>
              render={(key) => translate(`resources.abonent_keys.keyTypes.${key.keyType}`)}
            />
          </DataTable.Col>
          <DataTable.Col source="status">
            <FunctionField<AbonentKeyRecord>
              render={(key) => (
                <Tooltip title={translate(keyStatusHelp(key.status))} describeChild>
                  <ButtonBase
                    onClick={() => setStatusOf(key)}
                    aria-label={translate('resources.reg_keys.lifeCycle.open', {
                      title: key.title,
                      status: translate(keyStatusLabel(key.status)),
                    })}
                    sx={{ borderRadius: 4 }}
                  >
                    <KeyStatusChip status={key.status} explained={false} />
                  </ButtonBase>
                </Tooltip>
              )}
            />
          </DataTable.Col>
          {/* The section is as wide as the form above it: the period ('Works until deleted', a temporary
              key's two dates) takes two lines there rather than push the table past the section's edge. */}
          <DataTable.Col source="period" disableSort cellSx={PERIOD_CELL}>
            <FunctionField<AbonentKeyRecord> render={(key) => <KeyPeriod {...key} />} />
          </DataTable.Col>
          <DataTable.Col source="created">
            <LocalDateField source="created" />
          </DataTable.Col>
          {mayCall('DeleteAbonentKey') && (
            <DataTable.Col source="id" label="" disableSort>
              <FunctionField<AbonentKeyRecord>
                render={(key) => (
                  <IconButton
                    size="small"
                    aria-label={`${translate('resources.abonents.actions.deleteKey')} ${key.title}`}
                    onClick={(event) => {
                      // Not the row's click too: that opens the key's status.
                      event.stopPropagation();
                      ask(key);
                    }}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                )}
              />
            </DataTable.Col>
          )}
        </DataTable>
        <LoadMore />
      </InfiniteListBase>
      {mayCall('AddAbonentKey') && (
        <AddKeyDialog abonentId={String(record.id)} keyType={adding} onClose={() => setAdding(null)} />
      )}
      {dialog}
      <Dialog
        open={statusOf !== null}
        onClose={() => setStatusOf(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="abonent-key-status-title"
      >
        {/* The key it is about, named: a row's click opens it as well as the status chip. */}
        <DialogTitle id="abonent-key-status-title">{statusOf?.title}</DialogTitle>
        {statusOf && (
          <DialogContent>
            <KeyLifeCycle
              resource="abonent_keys"
              keyRecord={statusOf}
              onChanged={() => {
                setStatusOf(null);
                refresh();
              }}
            />
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setStatusOf(null)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
};
