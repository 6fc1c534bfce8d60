import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Identifier, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { type KeyResource, statusActions } from '../../dataProvider/keyMethods';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { type KeyStatus, keyStatusLabel, manualKeyTransitions } from '../../../contract/key-status';
import { ConfirmDialog } from '../ConfirmDialog';
import { useNotifyFailure } from '../failureMessage';
import { KeyStatusChip } from './KeyStatusChip';
import { useMayCall } from '../../session/permissions';

export interface KeyLifeCycleProps {
  resource: KeyResource;
  keyRecord: { id: Identifier; title: string; status: KeyStatus };
  /** After a move the server accepted (or refused: the key may have changed meanwhile), to read it again. */
  onChanged: () => void;
}

/**
 * A key's status, the moves the graph (contract/key-status.ts) allows from it, each asked first, and
 * its history with who and when. A move the server refuses (the key moved on or expired meanwhile) is
 * said in a red toast naming both states, and the key is read again. A role that may not change the
 * key's status sees the status and its history alone.
 */
export const KeyLifeCycle = ({ resource, keyRecord, onChanged }: KeyLifeCycleProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<KeyStatus | null>(null);
  const [moving, setMoving] = useState(false);
  const historyKey = [resource, 'statusHistory', String(keyRecord.id)];
  const history = useQuery({
    queryKey: historyKey,
    queryFn: () => dataProvider.getKeyStatusHistory(resource, { id: keyRecord.id }).then(({ data }) => data),
  });
  const mayMove = useMayCall()(statusActions[resource].change);
  const moves = manualKeyTransitions(keyRecord.status);
  const headingId = `key-status-${String(keyRecord.id)}`;

  const move = async () => {
    if (!target) return;
    setMoving(true);
    try {
      await dataProvider.changeKeyStatus(resource, { id: keyRecord.id, status: target });
      notify('resources.reg_keys.lifeCycle.changed', {
        type: 'success',
        messageArgs: { status: translate(keyStatusLabel(target)) },
      });
    } catch (error) {
      notifyFailure(error);
    } finally {
      setMoving(false);
      setTarget(null);
      await queryClient.invalidateQueries({ queryKey: historyKey });
      onChanged();
    }
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={headingId} variant="subtitle1" component="h2">
          {translate('resources.reg_keys.lifeCycle.title')}
        </Typography>
        <KeyStatusChip status={keyRecord.status} />
      </Stack>
      {!mayMove ? null : moves.length > 0 ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label={translate('resources.reg_keys.lifeCycle.moves')}
        >
          {moves.map((to) => (
            <Button key={to} variant="outlined" size="small" onClick={() => setTarget(to)} data-move={to}>
              {translate(`resources.reg_keys.moveTo.${to}`)}
            </Button>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.reg_keys.lifeCycle.final')}
        </Typography>
      )}
      <div>
        <Typography variant="subtitle2" component="h3">
          {translate('resources.reg_keys.lifeCycle.history')}
        </Typography>
        {history.data && history.data.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.reg_keys.lifeCycle.historyEmpty')}
          </Typography>
        )}
        <List dense aria-label={translate('resources.reg_keys.lifeCycle.history')}>
          {(history.data ?? []).map((change) => (
            <ListItem key={change.id} disableGutters>
              <ListItemText
                primary={translate('resources.reg_keys.lifeCycle.change', {
                  from: translate(keyStatusLabel(change.fromStatus)),
                  to: translate(keyStatusLabel(change.toStatus)),
                })}
                secondary={`${new Date(change.changedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}, ${
                  change.changedBy
                    ? translate('resources.reg_keys.lifeCycle.by', { name: change.changedBy })
                    : translate('resources.reg_keys.lifeCycle.byPlatform')
                }`}
              />
            </ListItem>
          ))}
        </List>
      </div>
      <ConfirmDialog
        isOpen={target !== null}
        loading={moving}
        title="resources.reg_keys.lifeCycle.moves"
        content="resources.reg_keys.lifeCycle.confirm"
        translateOptions={{
          title: keyRecord.title,
          from: translate(keyStatusLabel(keyRecord.status)),
          to: target ? translate(keyStatusLabel(target)) : '',
        }}
        onConfirm={() => void move()}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
};
