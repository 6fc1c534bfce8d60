import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactElement, ReactNode } from 'react';
import { Link, type RaRecord, RecordContextProvider, useListContext } from 'react-admin';

/**
 * Whether the screen is narrow enough (a phone, below MUI's `md`) for lists to show their rows as cards
 * rather than as a table: one width for every list, the journal's too.
 */
export const useCardLayout = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

/** A line of a phone-width card: a field's source (its plain value), or an element reading the record. */
export type CardLine = string | ReactElement;

/** Which fields a resource's rows show on a phone, as a card: a main line and up to two more. */
export interface MobileCard {
  primary: CardLine;
  secondary?: CardLine;
  tertiary?: CardLine;
}

/** A record's value at a dotted path ('address.value'). */
const valueAt = (record: RaRecord, source: string): unknown =>
  source
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      record,
    );

const Line = ({ line, record }: { line: CardLine; record: RaRecord }) => {
  if (typeof line !== 'string') return line;
  const value = valueAt(record, line);
  return <>{value === null || value === undefined ? '' : String(value)}</>;
};

export interface RecordCardsProps {
  records: RaRecord[];
  card: MobileCard;
  /** Where a card leads, or nothing when the record has no page. */
  pathOf: (record: RaRecord) => string | undefined;
  /** The list's accessible name (the page's title). */
  label: string;
}

/**
 * Records on a phone: each a compact card with its main fields, the whole card a link to the record.
 * Long values are cut with an ellipsis (the table's 300 px has no meaning here; the card's width does).
 */
export const RecordCards = ({ records, card, pathOf, label }: RecordCardsProps) => (
  <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
    {records.map((record) => {
      const path = pathOf(record);
      const content = (
        <Stack spacing={0.25} sx={{ px: 2, py: 1.25, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            <Line line={card.primary} record={record} />
          </Typography>
          {card.secondary && (
            <Typography variant="body2" color="text.secondary" noWrap component="div">
              <Line line={card.secondary} record={record} />
            </Typography>
          )}
          {card.tertiary && (
            <Typography variant="body2" color="text.secondary" noWrap component="div">
              <Line line={card.tertiary} record={record} />
            </Typography>
          )}
        </Stack>
      );
      return (
        <RecordContextProvider key={record.id} value={record}>
          <li>
            <Card variant="outlined">
              {path ? (
                <CardActionArea component={Link} to={path}>
                  {content}
                </CardActionArea>
              ) : (
                content
              )}
            </Card>
          </li>
        </RecordContextProvider>
      );
    })}
  </Stack>
);

export interface ListCardsProps extends Omit<RecordCardsProps, 'records'> {
  /** What shows when the search or the filters found nothing. */
  empty: ReactNode;
}

/** A react-admin list on a phone: its records as cards (RecordCards), a bar while they load. */
export const ListCards = ({ empty, ...cards }: ListCardsProps) => {
  const { data, isPending } = useListContext();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length) return <>{empty}</>;
  return <RecordCards records={data} {...cards} />;
};
