import Block from '@mui/icons-material/Block';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { BlockedCard } from '../../../contract/abonent';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { useFormatDateTime } from '../access_journal/format';
import { CardPassesButton } from './CardPassesButton';

/**
 * Blocks one saved card or tag as lost, once asked (BlockAbonentCard): it stays on the abonent, marked
 * lost with when and by whom, and no door opens for it any more. Offered only while the list has no
 * unsaved change, which reading the abonent again would undo.
 */
export const BlockCardButton = ({
  abonentId,
  code,
  disabled,
}: {
  abonentId: string;
  code: number;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useConsoleDataProvider();
  const [asking, setAsking] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const label = translate('resources.abonents.actions.blockCard', { code });

  const block = async () => {
    setBlocking(true);
    try {
      await dataProvider.blockAbonentCard({ abonentId, code });
      notify('resources.abonents.notifications.cardBlocked', { type: 'success', messageArgs: { code } });
      refresh();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBlocking(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} disabled={disabled} onClick={() => setAsking(true)}>
            <Block />
          </IconButton>
        </span>
      </Tooltip>
      <ConfirmDialog
        isOpen={asking}
        loading={blocking}
        title="resources.abonents.confirm.blockCard"
        titleTranslateOptions={{ code }}
        content="resources.abonents.confirm.blockCardText"
        confirm="resources.abonents.actions.block"
        confirmColor="warning"
        onConfirm={() => void block()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

/** The abonent's lost cards and tags: each with when it was blocked and by whom, and its passes. */
export const BlockedCards = ({ cards }: { cards: BlockedCard[] }) => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="abonent-blocked-cards" data-testid="abonent-blocked-cards">
      <Typography id="abonent-blocked-cards" variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('resources.abonents.labels.blockedCards')}
      </Typography>
      <List dense disablePadding>
        {cards.map((card) => (
          <ListItem key={card.code} disableGutters secondaryAction={<CardPassesButton code={card.code} />}>
            <ListItemText
              primary={translate('resources.abonents.labels.lostCard', { code: card.code })}
              secondary={translate(
                card.blockedBy ? 'resources.abonents.labels.blockedBy' : 'resources.abonents.labels.blockedAt',
                { date: formatDateTime(card.blockedAt), who: card.blockedBy },
              )}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
};
