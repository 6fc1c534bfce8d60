import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { TextInput, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../domain/company';
import { type SipServerRecord, sipServerForm } from '../../domain/sip';
import { ChildForm } from '../../layout/forms/ChildForm';
import { SubmitButton } from '../../layout/forms/FormButtons';
import { useConfirmedDelete } from '../../layout/useConfirmedDelete';
import { Section } from '../abonents/Section';
import { CompanyTable } from './CompanyTable';
import { EditDeleteActions } from './EditDeleteActions';

const UPDATED = 'resources.companies.notifications.sipServersUpdated';

/**
 * The company's SIP servers (spec: company form, SIP servers: host, description): the platform's
 * `sip_servers` records of this company, added, changed and deleted with the same Actions as on
 * /sip_servers (a server SIP devices use is not deleted: the server's reason is the toast).
 */
export const SipServersSection = () => {
  const translate = useTranslate();
  const company = useRecordContext<CompanyRecord>();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<SipServerRecord | 'new'>();
  const { ask, dialog } = useConfirmedDelete<SipServerRecord>({
    resource: 'sip_servers',
    representation: (server) => server.name,
    successMessage: UPDATED,
    onDeleted: refresh,
  });
  if (!company) return null;
  const close = () => setEditing(undefined);
  const record =
    editing === 'new' || !editing
      ? { companyId: company.id, name: '', host: '', description: null }
      : { companyId: editing.companyId, name: editing.name, host: editing.host, description: editing.description };

  return (
    <Section
      title="resources.companies.fields.sipServers.title"
      actions={
        <Button startIcon={<Add />} onClick={() => setEditing('new')}>
          {translate('resources.companies.actions.addSipServer')}
        </Button>
      }
    >
      <CompanyTable<SipServerRecord>
        resource="sip_servers"
        companyId={company.id}
        empty="resources.sip_servers.emptyList"
        columns={[
          { label: 'resources.sip_servers.fields.name', cell: (server) => server.name },
          { label: 'resources.companies.fields.sipServers.host', cell: (server) => server.host },
          { label: 'resources.companies.fields.sipServers.description', cell: (server) => server.description ?? '', wideOnly: true },
        ]}
        actions={(server) => <EditDeleteActions name={server.name} onEdit={() => setEditing(server)} onDelete={() => ask(server)} />}
      />
      <Dialog open={editing !== undefined} onClose={close} fullWidth maxWidth="sm">
        {editing && (
          <ChildForm
            schema={sipServerForm}
            record={record}
            save={async (values) => {
              if (editing === 'new') await dataProvider.create('sip_servers', { data: values });
              else await dataProvider.update('sip_servers', { id: editing.id, data: values, previousData: record });
              refresh();
            }}
            successMessage={UPDATED}
            onSaved={close}
          >
            <DialogTitle>{translate(editing === 'new' ? 'resources.companies.actions.addSipServer' : 'resources.sip_servers.edit')}</DialogTitle>
            <DialogContent>
              <Stack spacing={1.5} sx={{ pt: 1 }}>
                <TextInput source="name" resource="sip_servers" isRequired autoFocus helperText={false} />
                <TextInput source="host" resource="sip_servers" isRequired autoComplete="off" helperText="resources.sip_servers.help.host" />
                <TextInput source="description" resource="sip_servers" multiline helperText={false} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{translate('common.actions.cancel')}</Button>
              <SubmitButton label="ra.action.save" />
            </DialogActions>
          </ChildForm>
        )}
      </Dialog>
      {dialog}
    </Section>
  );
};
