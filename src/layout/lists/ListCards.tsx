import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  Link,
  type RaRecord,
  RecordContextProvider,
  useListContext,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';

/**
 * Whether the screen is narrow enough (a phone, below MUI's `md`) for lists to show their rows as cards
 * rather than as a table: one width for every list, the journal's too.
 */
export const useCardLayout = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

/**
 * A line of a phone-width card: a field's source (its plain value), an element reading the record, or
 * either with the label it goes by when not its source's (a message key; false for none).
 */
export type CardLine =
  | string
  | ReactElement
  | {
      label: string | false;
      value: string | ReactElement;
      /** On as many lines as it takes rather than cut (what a card without a page must show whole). */
      wrap?: boolean;
    };

/**
 * Which fields a resource's rows show on a phone, as a card: a main line and up to two more. The main
 * line names the record and goes unlabelled; the others are labelled as their columns are (a phone, a
 * room or a count means nothing without its name): by their source (a string, or an element's `source`),
 * or by the label given; an element without a source (a status chip, a line that says what it is) has
 * none.
 */
export interface MobileCard {
  primary: CardLine;
  secondary?: CardLine;
  tertiary?: CardLine;
  /** Further lines, for a record whose card is all there is of it on a phone (a guest link has no page). */
  more?: CardLine[];
  /**
   * Buttons under the lines (revoking, sharing), only on a card that leads nowhere: a button inside the
   * card's link would be a control inside a control.
   */
  actions?: ReactElement;
}

/** A record's value at a dotted path ('address.value'). */
const valueAt = (record: RaRecord, source: string): unknown =>
  source
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      record,
    );

const Value = ({ line, record }: { line: string | ReactElement; record: RaRecord }) => {
  if (typeof line !== 'string') return line;
  const value = valueAt(record, line);
  return <>{value === null || value === undefined ? '' : String(value)}</>;
};

/** The source a line shows: its own, or its element's `source` prop. */
const sourceOf = (line: string | ReactElement) => {
  if (typeof line === 'string') return line;
  const source = isValidElement<{ source?: unknown }>(line) ? line.props.source : undefined;
  return typeof source === 'string' ? source : undefined;
};

/** A value's name on a card, muted as a column's header, before the value. */
export const CardLabel = ({ children }: { children: ReactNode }) => (
  <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 0.75 }}>
    {children}
  </Typography>
);

/** A line of a card under the main one: its label, then its value. */
const LabelledLine = ({ line, record }: { line: CardLine; record: RaRecord }) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const explicit = typeof line === 'object' && !isValidElement(line) ? line : undefined;
  const value = explicit ? explicit.value : (line as string | ReactElement);
  const source = explicit ? undefined : sourceOf(value);
  const label = explicit
    ? explicit.label && translate(explicit.label)
    : source && (translateLabel({ source }) as string | null);
  return (
    <Typography variant="body2" noWrap={!explicit?.wrap} component="div">
      {label && <CardLabel>{label}</CardLabel>}
      <Value line={value} record={record} />
    </Typography>
  );
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
            <Value
              line={
                typeof card.primary === 'object' && !isValidElement(card.primary) ? card.primary.value : card.primary
              }
              record={record}
            />
          </Typography>
          {card.secondary && <LabelledLine line={card.secondary} record={record} />}
          {card.tertiary && <LabelledLine line={card.tertiary} record={record} />}
          {card.more?.map((line, index) => (
            <LabelledLine key={index} line={line} record={record} />
          ))}
          {card.actions && !path && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.75, mx: -0.75 }}>
              {card.actions}
            </Stack>
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
