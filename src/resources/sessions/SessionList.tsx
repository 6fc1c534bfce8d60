import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { DataTable, useLogout, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { SessionRecord } from '../../../contract/session';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { hiddenBelow, ResourceList } from '../../layout/lists/ResourceList';
import { useConfirmedDelete } from '../../layout/useConfirmedDelete';
import { SessionBrowser, SessionPlace, useSessionName } from './SessionParts';

/**
 * Ends a session after a question naming it (browser, address). Ending the one the page is seen in is
 * signing out, which the console does as its sign-out does.
 */
const EndSessionButton = () => {
  const translate = useTranslate();
  const session = useRecordContext<SessionRecord>();
  const logout = useLogout();
  const name = useSessionName();
  const [askingCurrent, setAskingCurrent] = useState(false);
  const { ask, dialog } = useConfirmedDelete<SessionRecord>({
    resource: 'sessions',
    title: 'resources.sessions.confirm.end',
    detail: 'resources.sessions.confirm.endContent',
    representation: name,
  });
  if (!session) return null;
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<Logout />}
        onClick={(event) => {
          event.stopPropagation();
          if (session.current) setAskingCurrent(true);
          else ask(session);
        }}
      >
        {translate('resources.sessions.actions.end')}
      </Button>
      {dialog}
      <ConfirmDialog
        isOpen={askingCurrent}
        title="resources.sessions.confirm.endCurrent"
        content={
          <>
            <DialogContentText component="div" sx={{ fontWeight: 'bold', color: 'text.primary' }}>
              {name(session)}
            </DialogContentText>
            <DialogContentText>{translate('resources.sessions.confirm.endCurrentContent')}</DialogContentText>
          </>
        }
        confirmColor="warning"
        onConfirm={() => {
          setAskingCurrent(false);
          void logout();
        }}
        onClose={() => setAskingCurrent(false)}
      />
    </>
  );
};

/** 'End all other sessions': every session of the signed-in user but this one, after a question. */
const EndOthersButton = () => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const endOthers = async () => {
    setLoading(true);
    try {
      const { data } = await dataProvider.endOtherOwnSessions();
      notify(data.ended ? 'resources.sessions.notifications.ended' : 'resources.sessions.notifications.noneEnded', {
        type: 'success',
        messageArgs: { smart_count: data.ended },
      });
      refresh();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setLoading(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<Logout />} onClick={() => setOpen(true)}>
        {translate('resources.sessions.actions.endOthers')}
      </Button>
      <ConfirmDialog
        isOpen={open}
        loading={loading}
        title="resources.sessions.confirm.endOthers"
        content="resources.sessions.confirm.endOthersContent"
        confirmColor="warning"
        onConfirm={() => void endOthers()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/**
 * Sessions (either area, from the user menu): where the signed-in person is signed in now, most
 * recently used first, this one marked; each can be ended, and all the others at once.
 */
export const SessionList = () => (
  <ResourceList
    sort={{ field: 'lastUsed', order: 'DESC' }}
    createButton={<EndOthersButton />}
    mobile={{
      primary: <SessionBrowser />,
      secondary: 'ip',
      tertiary: { label: 'resources.sessions.fields.companyName', value: <SessionPlace /> },
      more: [<LocalDateField key="lastUsed" source="lastUsed" showTime />],
      actions: <EndSessionButton />,
    }}
  >
    <DataTable.Col source="userAgent" disableSort>
      <SessionBrowser />
    </DataTable.Col>
    <DataTable.Col source="ip" cellSx={() => ({ fontFamily: 'monospace' })} />
    <DataTable.Col source="companyName" disableSort>
      <SessionPlace />
    </DataTable.Col>
    <DataTable.Col source="created" sx={hiddenBelow('xl')}>
      <LocalDateField source="created" showTime />
    </DataTable.Col>
    <DataTable.Col source="lastUsed">
      <LocalDateField source="lastUsed" showTime />
    </DataTable.Col>
    <DataTable.Col source="expires" sx={hiddenBelow('xl')}>
      <LocalDateField source="expires" showTime />
    </DataTable.Col>
    <DataTable.Col align="right">
      <EndSessionButton />
    </DataTable.Col>
  </ResourceList>
);
