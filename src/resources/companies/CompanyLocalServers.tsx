import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { TextInput, useLocaleState, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { CompanyRecord } from '../../domain/company';
import { type LocalServerRecord, localServerForm } from '../../domain/local-server';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { DeviceStatusField } from '../../layout/fields/DeviceStatusField';
import { ChildForm } from '../../layout/forms/ChildForm';
import { SubmitButton } from '../../layout/forms/FormButtons';
import { useConfirmedDelete } from '../../layout/useConfirmedDelete';
import { TabTable } from './TabTable';
import { TokenDialog } from './TokenDialog';
import { useCompanyCall } from './useCompanyCall';

const UPDATED = 'resources.companies.notifications.localServersUpdated';

/** A local server's name, new (add) or changed (rename). */
const NameDialog = ({
  server,
  onSave,
  onClose,
}: {
  server: { name: string } | undefined;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={server !== undefined} onClose={onClose} fullWidth maxWidth="xs">
      {server && (
        <ChildForm schema={localServerForm} record={server} save={(values) => onSave(values.name)} successMessage={UPDATED} onSaved={onClose}>
          <DialogTitle>{translate(server.name ? 'resources.local_servers.rename' : 'resources.local_servers.add')}</DialogTitle>
          <DialogContent>
            <TextInput source="name" resource="local_servers" isRequired fullWidth autoFocus sx={{ mt: 1 }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('common.actions.cancel')}</Button>
            <SubmitButton label="ra.action.save" />
          </DialogActions>
        </ChildForm>
      )}
    </Dialog>
  );
};

/**
 * The local servers tab: each server's name, whether it is online and when it was last seen, when its
 * token was issued. A new server gets its token at once; a new token (asked first) replaces the old one
 * at once; either is shown this once.
 */
export const CompanyLocalServers = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const company = useRecordContext<CompanyRecord>();
  const dataProvider = useConsoleDataProvider();
  const refresh = useRefresh();
  const [update] = useUpdate<LocalServerRecord>();
  const { run, pending } = useCompanyCall();
  const [naming, setNaming] = useState<LocalServerRecord | { name: string }>();
  const [renewing, setRenewing] = useState<LocalServerRecord>();
  const [issued, setIssued] = useState<{ token: string; name: string }>();
  const { ask, dialog } = useConfirmedDelete<LocalServerRecord>({
    resource: 'local_servers',
    title: 'resources.local_servers.confirmDelete',
    representation: (server) => server.name,
    successMessage: UPDATED,
    onDeleted: refresh,
  });
  if (!company) return null;

  const save = async (name: string) => {
    if (naming && 'id' in naming) {
      await update('local_servers', { id: naming.id, data: { name }, previousData: naming }, { mutationMode: 'pessimistic', returnPromise: true });
    } else {
      const { token } = await dataProvider.addLocalServer(company.id, name);
      setIssued({ token, name });
    }
    refresh();
  };
  const renew = async (server: LocalServerRecord) => {
    setRenewing(undefined);
    const result = await run(() => dataProvider.issueLocalServerToken(server.id), UPDATED);
    if (result) setIssued({ token: result.token, name: server.name });
    refresh();
  };
  const date = (time: string | null) =>
    time ? new Date(time).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) : translate('resources.local_servers.noToken');

  return (
    <>
      <TabTable<LocalServerRecord>
        resource="local_servers"
        companyId={company.id}
        addLabel="resources.local_servers.add"
        onAdd={() => setNaming({ name: '' })}
        empty="resources.local_servers.empty"
        columns={[
          { label: 'resources.local_servers.fields.name', cell: (server) => server.name },
          { label: 'resources.local_servers.fields.status', cell: (server) => <DeviceStatusField status={server.status} lastSeen={server.lastSeen} /> },
          { label: 'resources.local_servers.fields.tokenIssued', cell: (server) => date(server.tokenIssued) },
        ]}
        actions={(server) => (
          <>
            <Button size="small" disabled={pending} onClick={() => setRenewing(server)}>
              {translate('resources.local_servers.regenerate')}
            </Button>
            <Button size="small" onClick={() => setNaming(server)}>
              {translate('resources.local_servers.rename')}
            </Button>
            <Button size="small" color="error" onClick={() => ask(server)}>
              {translate('ra.action.delete')}
            </Button>
          </>
        )}
      />
      <NameDialog server={naming} onSave={save} onClose={() => setNaming(undefined)} />
      <ConfirmDialog
        isOpen={renewing !== undefined}
        loading={pending}
        title="resources.local_servers.confirmRegenerate"
        translateOptions={{ name: renewing?.name ?? '' }}
        content={null}
        onConfirm={() => renewing && void renew(renewing)}
        onClose={() => setRenewing(undefined)}
      />
      <TokenDialog token={issued?.token} name={issued?.name} onClose={() => setIssued(undefined)} />
      {dialog}
    </>
  );
};
