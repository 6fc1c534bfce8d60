import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { SessionRecord } from '../../../contract/session';
import type { UserRecord } from '../../../contract/user';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useMayCall } from '../../session/permissions';
import { useNotifyFailure } from '../../layout/failureMessage';
import { useFormatDateTime } from '../../layout/fields/dates';
import { LoadErrorMessage } from '../../layout/LoadError';
import { Section } from '../abonents/Section';
import { SessionBrowser, useSessionName, useSessionPlace } from '../sessions/SessionParts';

const sessionsKey = (userId: string) => ['userSessions', userId];

/** What is to be ended: one session, or all of the user's. */
type Ending = { session: SessionRecord } | { all: true };

/**
 * The user's page (platform): where the user is signed in now, most recently used first, each session
 * with its browser, address, company and last use; End one, or End all, after a question naming the user.
 */
export const UserSessions = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const formatDateTime = useFormatDateTime();
  const sessionName = useSessionName();
  const place = useSessionPlace();
  const user = useRecordContext<UserRecord>();
  const userId = user ? String(user.id) : '';
  const [ending, setEnding] = useState<Ending>();
  // An auditor sees the sessions, and ends none.
  const mayEnd = useMayCall()('EndUserSessions');
  const sessions = useQuery({
    queryKey: sessionsKey(userId),
    queryFn: () => dataProvider.getUserSessions({ userId }),
    enabled: !!user,
  });
  const end = useMutation({
    mutationFn: (what: Ending) =>
      dataProvider.endUserSessions({ userId, sessionId: 'session' in what ? what.session.id : undefined }),
    onSuccess: ({ data }) => {
      notify('resources.sessions.notifications.ended', { type: 'success', messageArgs: { smart_count: data.ended } });
      setEnding(undefined);
      void queryClient.invalidateQueries({ queryKey: sessionsKey(userId) });
    },
    onError: (error) => {
      setEnding(undefined);
      notifyFailure(error);
    },
  });
  if (!user) return null;
  const name = user.displayName || user.phoneNumber;
  const items = sessions.data?.data ?? [];
  return (
    <Section
      title="resources.sessions.ofUser.title"
      actions={
        mayEnd &&
        items.length > 0 && (
          <Button size="small" color="error" startIcon={<Logout />} onClick={() => setEnding({ all: true })}>
            {translate('resources.sessions.actions.endAll')}
          </Button>
        )
      }
    >
      {sessions.isPending ? (
        <LinearProgress />
      ) : sessions.isError ? (
        <LoadErrorMessage error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.sessions.ofUser.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {items.map((session) => (
            <Box
              component="li"
              key={session.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
                  <SessionBrowser session={session} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[session.ip, place(session)].filter(Boolean).join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.sessions.fields.lastUsed')}:{' '}
                  {formatDateTime(session.lastUsed ?? session.created)}
                </Typography>
              </Box>
              {mayEnd && (
                <Button
                  size="small"
                  color="error"
                  startIcon={<Logout />}
                  disabled={session.current}
                  onClick={() => setEnding({ session })}
                >
                  {translate('resources.sessions.actions.end')}
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        isOpen={!!ending}
        loading={end.isPending}
        title={
          ending && 'session' in ending ? 'resources.sessions.confirm.endUser' : 'resources.sessions.confirm.endAllUser'
        }
        titleTranslateOptions={{ name }}
        content={
          ending && 'session' in ending ? (
            <>
              <DialogContentText component="div" sx={{ fontWeight: 'bold', color: 'text.primary' }}>
                {sessionName(ending.session)}
              </DialogContentText>
              <DialogContentText>{translate('resources.sessions.confirm.endContent')}</DialogContentText>
            </>
          ) : (
            'resources.sessions.confirm.endAllUserContent'
          )
        }
        confirmColor="warning"
        onConfirm={() => ending && end.mutate(ending)}
        onClose={() => setEnding(undefined)}
      />
    </Section>
  );
};
