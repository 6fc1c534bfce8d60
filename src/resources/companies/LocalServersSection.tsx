import Add from '@mui/icons-material/Add';
import Autorenew from '@mui/icons-material/Autorenew';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DataTable,
  FunctionField,
  InfiniteListBase,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { CompanyRecord } from '../../../contract/company';
import type { LocalServerRecord } from '../../../contract/local-key';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { DeviceStatusField } from '../../layout/fields/DeviceStatusField';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { useNotifyFailure } from '../../layout/failureMessage';
import { logLoadFailure } from '../../layout/LoadError';
import { SectionEmpty } from '../../layout/lists/ListEmpty';
import { LoadMore } from '../../layout/lists/LoadMore';
import { useMayCall } from '../../session/permissions';
import { Section } from '../abonents/Section';
import { TokenDialog } from './TokenDialog';

type Pending = { kind: 'regenerate' | 'delete'; server: LocalServerRecord };
/** A token just issued and the server it is for: the device needs both. */
type Issued = { serverId: string; token: string };

/** Adds a local server by name; its token comes back once. */
const AddServer = ({ companyId, onAdded }: { companyId: string; onAdded: (issued: Issued, name: string) => void }) => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const notifyFailure = useNotifyFailure();
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: (serverName: string) => dataProvider.addLocalServer({ companyId, name: serverName }),
    onSuccess: ({ data }, serverName) => {
      setName('');
      onAdded({ serverId: data.id, token: data.token }, serverName);
    },
    onError: notifyFailure,
  });
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', mb: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim().length >= 2) add.mutate(name.trim());
      }}
    >
      <TextField
        size="small"
        label={translate('resources.companies.fields.localServers.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" startIcon={<Add />} disabled={name.trim().length < 2 || add.isPending}>
        {translate('resources.companies.actions.addLocalServer')}
      </Button>
    </Stack>
  );
};

/**
 * The company's local servers (spec: company form, local servers): name, online state, when the token
 * was issued; add one (its token shown once), give one a new token or delete it, each asked first.
 * Each change's toast names the server and what was done to it. What the session's role may not do is
 * absent: the list alone for one that may only look.
 */
export const LocalServersSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useConsoleDataProvider();
  const company = useRecordContext<CompanyRecord>();
  const mayCall = useMayCall();
  const mayRegenerate = mayCall('RegenerateLocalServerToken');
  const mayDelete = mayCall('DeleteLocalServer');
  const [pending, setPending] = useState<Pending>();
  const [issued, setIssued] = useState<Issued>();
  const done = (notice: 'localServerAdded' | 'localServerTokenIssued' | 'localServerDeleted', name: string) => {
    notify(`resources.companies.notifications.${notice}`, { type: 'success', messageArgs: { name } });
    setPending(undefined);
    refresh();
  };
  const act = useMutation({
    mutationFn: async ({ kind, server }: Pending) =>
      kind === 'delete'
        ? (await dataProvider.deleteLocalServer({ companyId: company!.id, id: server.id }), undefined)
        : {
            serverId: server.id,
            token: (await dataProvider.regenerateLocalServerToken({ companyId: company!.id, id: server.id })).data
              .token,
          },
    onSuccess: (newToken, { kind, server }) => {
      if (newToken) setIssued(newToken);
      done(kind === 'delete' ? 'localServerDeleted' : 'localServerTokenIssued', server.name);
    },
    onError: (error) => {
      setPending(undefined);
      notifyFailure(error);
    },
  });
  if (!company) return null;
  return (
    <Section title="resources.companies.tabs.localServers">
      {mayCall('AddLocalServer') && (
        <AddServer
          companyId={company.id}
          onAdded={(newToken, name) => {
            setIssued(newToken);
            done('localServerAdded', name);
          }}
        />
      )}
      <InfiniteListBase
        resource="local_servers"
        filter={{ companyId: company.id }}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={10}
        disableSyncWithLocation
        storeKey={false}
        queryOptions={{ onError: logLoadFailure }}
      >
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          empty={<SectionEmpty message="resources.companies.help.noLocalServers" />}
        >
          <DataTable.Col source="name" label="resources.companies.fields.localServers.name" />
          {/* The ID the device sends with its token (LOCAL-SERVER <id>:<token>). */}
          <DataTable.Col
            source="id"
            label="resources.companies.fields.localServers.id"
            disableSort
            cellSx={() => ({ fontFamily: 'monospace', whiteSpace: 'nowrap' })}
          />
          <DataTable.Col source="status" label="resources.companies.fields.localServers.status" disableSort>
            <FunctionField<LocalServerRecord>
              render={(server) => <DeviceStatusField status={server.status} lastSeen={server.lastSeen} />}
            />
          </DataTable.Col>
          <DataTable.Col source="tokenIssued" label="resources.companies.fields.localServers.tokenIssued" disableSort>
            <LocalDateField source="tokenIssued" showTime />
          </DataTable.Col>
          {(mayRegenerate || mayDelete) && (
            <DataTable.Col source="id" label={false} disableSort align="right">
              <FunctionField<LocalServerRecord>
                render={(server) => (
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                    {mayRegenerate && (
                      <Tooltip title={translate('resources.companies.token.regenerate')}>
                        <IconButton
                          size="small"
                          aria-label={translate('resources.companies.token.regenerate')}
                          onClick={() => setPending({ kind: 'regenerate', server })}
                        >
                          <Autorenew fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {mayDelete && (
                      <Tooltip title={translate('resources.companies.token.deleteServer')}>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={translate('resources.companies.token.deleteServer')}
                          onClick={() => setPending({ kind: 'delete', server })}
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Stack>
                )}
              />
            </DataTable.Col>
          )}
        </DataTable>
        <LoadMore />
      </InfiniteListBase>
      <ConfirmDialog
        isOpen={pending !== undefined}
        loading={act.isPending}
        title={
          pending?.kind === 'delete' ? 'resources.companies.token.deleteServer' : 'resources.companies.token.regenerate'
        }
        content={
          pending?.kind === 'delete'
            ? 'resources.companies.confirm.deleteServer'
            : 'resources.companies.confirm.regenerateServerToken'
        }
        translateOptions={{ name: pending?.server.name ?? '' }}
        confirmColor={pending?.kind === 'delete' ? 'warning' : 'primary'}
        onConfirm={() => pending && act.mutate(pending)}
        onClose={() => setPending(undefined)}
      />
      <TokenDialog token={issued?.token} deviceId={issued?.serverId} onClose={() => setIssued(undefined)} />
    </Section>
  );
};
