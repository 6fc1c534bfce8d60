import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { AttentionGroup, AttentionItem, AttentionTarget } from '../../../contract/attention';
import { useEditPath } from '../../layout/editRoute';
import { useFormatDate, useFormatDateTime } from '../../layout/fields/dates';
import { RelativeTime } from '../../layout/fields/RelativeTimeField';
import { LoadErrorMessage } from '../../layout/LoadError';
import { PageHeader } from '../../layout/PageHeader';
import { BANS_SEGMENT } from '../bans';
import { toLocalInput } from '../access_journal/period';
import { useShowInJournal } from '../access_journal/useShowInJournal';
import { useAttention } from './useAttention';

const key = (name: string) => `resources.attention.${name}`;

/** Where an item leads: its record's page, a list searched for it, or the journal narrowed to its events. */
const useOpenTarget = () => {
  const editPath = useEditPath();
  const createPath = useCreatePath();
  const showInJournal = useShowInJournal();
  return (target: AttentionTarget): { to: string } | { onClick: () => void } => {
    switch (target.to) {
      case 'record':
        return { to: editPath(target.resource, target.id) };
      case 'list': {
        // The bans are a screen of the users resource (users/bans), not a resource's list of their own.
        const list =
          target.resource === 'bans'
            ? `${createPath({ resource: 'users', type: 'list' })}/${BANS_SEGMENT}`
            : createPath({ resource: target.resource, type: 'list' });
        const search = target.search && `?${new URLSearchParams({ filter: JSON.stringify({ q: target.search }) })}`;
        return { to: `${list}${search ?? ''}` };
      }
      case 'journal':
        return {
          onClick: () =>
            showInJournal({
              preset: 'custom',
              from: toLocalInput(target.from),
              until: toLocalInput(target.until, 1),
              cardId: target.cardId ?? '',
              result: target.result ?? '',
              place: target.accessPointId
                ? { id: target.accessPointId, kind: 'point', name: target.accessPointName ?? '' }
                : null,
            }),
        };
    }
  };
};

/** An item's reason, its numbers and names written as the console's language writes them. */
const useWhy = () => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  return (group: AttentionGroup['name'], item: AttentionItem) => {
    const { day, until, ...details } = item.details;
    const options = {
      ...details,
      ...(typeof day === 'string' && { day: formatDate(day) }),
      ...(typeof until === 'string' && { until: formatDateTime(until) }),
      ...(typeof details.count === 'number' && { smart_count: details.count }),
    };
    // A camera's reason is the one its own page gives (cameras' catalogue).
    return group === 'cameras' && item.why !== 'offline'
      ? translate(`resources.cameras.offlineReasons.${item.why}`)
      : translate(key(`why.${group}.${item.why}`), options);
  };
};

const AttentionRow = ({ group, item }: { group: AttentionGroup['name']; item: AttentionItem }) => {
  const translate = useTranslate();
  const why = useWhy();
  const open = useOpenTarget()(item.target);
  // The words before the time: the reason's own (a device's), else the group's, else none.
  const sinceWords = translate(key(`since.${group}.${item.why}`), { _: translate(key(`since.${group}`), { _: '' }) });
  return (
    // The list's item holds the link (a list may hold only items).
    <ListItem disablePadding divider>
      <ListItemButton {...('to' in open ? { component: Link, to: open.to } : { onClick: open.onClick })}>
        <ListItemText
          primary={item.companyName ? `${item.title} · ${item.companyName}` : item.title}
          secondary={
            <>
              {why(group, item)}
              {item.since && (
                <>
                  {' · '}
                  {sinceWords && `${sinceWords} `}
                  <RelativeTime value={item.since} />
                </>
              )}
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
};

/** One group: what it is, how many, and its first items. */
const AttentionGroupCard = ({ group }: { group: AttentionGroup }) => {
  const translate = useTranslate();
  const titleId = `attention-${group.name}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid={titleId}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {translate(key(`groups.${group.name}`))}
          </Typography>
          <Chip size="small" color="warning" label={group.total} />
        </Stack>
        <List dense disablePadding>
          {group.items.map((item) => (
            <AttentionRow key={item.key} group={group.name} item={item} />
          ))}
        </List>
        {group.total > group.items.length && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate(key('more'), { shown: group.items.length, total: group.total })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * What needs attention (issue 42), the first screen of each area: the groups the role may see that have
 * something in them, each item leading to the record that fixes it. Live: it follows the data without a
 * reload, and holds still while the person edits.
 */
export const AttentionPage = () => {
  const translate = useTranslate();
  const attention = useAttention();
  const groups = attention.data?.groups.filter((group) => group.total > 0) ?? [];
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader title={translate(key('title'))} />
      {attention.isPending ? (
        <LinearProgress />
      ) : attention.isError ? (
        <LoadErrorMessage error={attention.error} onRetry={() => void attention.refetch()} />
      ) : groups.length === 0 ? (
        <Card variant="outlined" data-testid="attention-empty">
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <CheckCircleOutline color="success" fontSize="large" />
              <Box>
                <Typography variant="h6" component="p">
                  {translate(key('empty'))}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(key('emptyHelp'))}
                </Typography>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      ) : (
        // Two columns on a wide screen, each card under the one before it (not in rows, which leave gaps).
        <Box sx={{ columnCount: { xs: 1, lg: 2 }, columnGap: 2, '& > section': { breakInside: 'avoid', mb: 2 } }}>
          {groups.map((group) => (
            <AttentionGroupCard key={group.name} group={group} />
          ))}
        </Box>
      )}
    </Box>
  );
};
