import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { JournalQuery } from '../../dataProvider/journalMethods';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import {
  CLONED_CARD_MINUTES,
  type ClonedCard,
  DENIAL_BURST_GAP_MINUTES,
  DENIAL_BURST_MIN,
  type DenialBurst,
  type RetiredCardPass,
  UNUSED_CARD_DAYS,
  type UnusedCard,
} from '../../../contract/journal-anomalies';
import { useEditPath } from '../../layout/editRoute';
import { LoadErrorMessage } from '../../layout/LoadError';
import { defaultJournalFilters, type JournalFilterState } from './filters';
import { useFormatDateTime } from './format';
import { toLocalInput } from './period';

const key = (name: string) => `resources.access_journal.anomalies.${name}`;

/** The journal narrowed to a stretch of time: from the minute of `from` to the minute after `until`. */
const around = (from: string, until: string): Pick<JournalFilterState, 'preset' | 'from' | 'until'> => ({
  preset: 'custom',
  from: toLocalInput(from),
  until: toLocalInput(until, 1),
});

/** One anomaly: what happened, and the way to its events beside it (below it on a phone). */
const AnomalyRow = ({
  primary,
  secondary,
  action,
}: {
  primary: ReactNode;
  secondary: ReactNode;
  action?: ReactNode;
}) => (
  <ListItem disableGutters>
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0, sm: 2 }}
      sx={{ width: 1, alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <ListItemText primary={primary} secondary={secondary} sx={{ flex: 1 }} />
      {action}
    </Stack>
  </ListItem>
);

/** One kind of anomaly: its title and why it matters, its rows, or that there are none. */
function AnomalyKind<Item>({
  title,
  help,
  none,
  list,
  row,
  testId,
}: {
  title: string;
  help: string;
  none: string;
  list: { items: Item[]; total: number };
  row: (item: Item) => ReactNode;
  testId: string;
}) {
  const translate = useTranslate();
  return (
    <section data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
      {list.items.length === 0 ? (
        <Typography variant="body2" sx={{ py: 1 }}>
          {none}
        </Typography>
      ) : (
        <List dense disablePadding>
          {list.items.map(row)}
        </List>
      )}
      {list.total > list.items.length && (
        <Typography variant="caption" color="text.secondary">
          {translate(key('shown'), { shown: list.items.length, total: list.total })}
        </Typography>
      )}
    </section>
  );
}

/**
 * The journal's anomalies for the period the filters select (issue: beyond the spec): a card at two
 * complexes too close in time, repeated refusals at one point, removed or blocked cards that still opened
 * a door, and cards unused for long. Each row leads to its events (the journal narrowed to them) or, for
 * an unused card, to its abonent.
 */
const JournalAnomalies = ({
  query,
  onShowEvents,
}: {
  query: JournalQuery;
  onShowEvents: (filters: JournalFilterState) => void;
}) => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const editPath = useEditPath();
  const dataProvider = useConsoleDataProvider();
  const anomalies = useQuery({
    queryKey: ['access_journal', 'anomalies', query.From, query.Until],
    queryFn: () => dataProvider.getJournalAnomalies(query),
  });
  const show = (filters: Partial<JournalFilterState>) => (
    <Button size="small" onClick={() => onShowEvents({ ...defaultJournalFilters, ...filters })}>
      {translate(key('showEvents'))}
    </Button>
  );
  const apart = (seconds: number) =>
    seconds < 120
      ? translate(key('clonedCards.apart'), { smart_count: seconds })
      : translate(key('clonedCards.apartMinutes'), { smart_count: Math.round(seconds / 60) });
  const data = anomalies.data;

  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="journal-anomalies">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(key('title'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(key('help'))}
        </Typography>
        {anomalies.isPending ? (
          <LinearProgress />
        ) : anomalies.isError || !data ? (
          <LoadErrorMessage error={anomalies.error} onRetry={() => void anomalies.refetch()} />
        ) : (
          <Stack spacing={3}>
            <AnomalyKind<ClonedCard>
              testId="anomalies-cloned-cards"
              title={translate(key('clonedCards.title'), { smart_count: CLONED_CARD_MINUTES })}
              help={translate(key('clonedCards.help'))}
              none={translate(key('clonedCards.none'))}
              list={data.clonedCards}
              row={(card) => (
                <AnomalyRow
                  key={card.second.id}
                  primary={`${card.cardId} · ${card.userName ?? translate(key('clonedCards.unknownHolder'))}`}
                  secondary={`${formatDateTime(card.first.occurredAt)} «${card.first.accessPointName}» (${card.first.accessObjectName}) → «${card.second.accessPointName}» (${card.second.accessObjectName}), ${apart(card.seconds)}`}
                  action={show({ ...around(card.first.occurredAt, card.second.occurredAt), cardId: card.cardId })}
                />
              )}
            />
            <AnomalyKind<DenialBurst>
              testId="anomalies-denial-bursts"
              title={translate(key('denialBursts.title'))}
              help={translate(key('denialBursts.help'), { min: DENIAL_BURST_MIN, gap: DENIAL_BURST_GAP_MINUTES })}
              none={translate(key('denialBursts.none'))}
              list={data.denialBursts}
              row={(burst) => (
                <AnomalyRow
                  key={`${burst.accessPointId}-${burst.from}`}
                  primary={`«${burst.accessPointName}»: ${translate(key('denialBursts.denials'), { smart_count: burst.denials })}, ${translate(key('denialBursts.keys'), { smart_count: burst.keys })}`}
                  secondary={`${formatDateTime(burst.from)} – ${formatDateTime(burst.until)}`}
                  action={show({
                    ...around(burst.from, burst.until),
                    result: 'denied',
                    place: burst.accessPointId
                      ? { id: burst.accessPointId, kind: 'point', name: burst.accessPointName }
                      : null,
                  })}
                />
              )}
            />
            <AnomalyKind<RetiredCardPass>
              testId="anomalies-retired-cards"
              title={translate(key('retiredCards.title'))}
              help={translate(key('retiredCards.help'))}
              none={translate(key('retiredCards.none'))}
              list={data.retiredCardPasses}
              row={(pass) => (
                <AnomalyRow
                  key={pass.id}
                  primary={
                    <>
                      {pass.cardId} ·{' '}
                      {pass.abonentName === null ? (
                        translate(key('retiredCards.deletedAbonent'))
                      ) : (
                        <Link component={RouterLink} to={editPath('abonents', pass.abonentId)}>
                          {pass.abonentName}
                        </Link>
                      )}
                    </>
                  }
                  secondary={`${translate(key('retiredCards.opened'), {
                    date: formatDateTime(pass.occurredAt),
                    point: pass.accessPointName,
                  })}; ${translate(key(`retiredCards.${pass.state}`), { date: formatDateTime(pass.since) })}`}
                  action={show({ ...around(pass.occurredAt, pass.occurredAt), cardId: pass.cardId })}
                />
              )}
            />
            <AnomalyKind<UnusedCard>
              testId="anomalies-unused-cards"
              title={translate(key('unusedCards.title'), { smart_count: UNUSED_CARD_DAYS })}
              help={translate(key('unusedCards.help'))}
              none={translate(key('unusedCards.none'))}
              list={data.unusedCards}
              row={(card) => (
                <AnomalyRow
                  key={card.cardId}
                  primary={
                    <>
                      {card.cardId} ·{' '}
                      <Link component={RouterLink} to={editPath('abonents', card.abonentId)}>
                        {card.abonentName}
                      </Link>
                    </>
                  }
                  secondary={
                    card.lastUsed
                      ? translate(key('unusedCards.lastUsed'), { date: formatDateTime(card.lastUsed) })
                      : translate(key('unusedCards.neverUsed'))
                  }
                />
              )}
            />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
export default JournalAnomalies;
