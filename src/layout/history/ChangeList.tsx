import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { type AuditChanges, type AuditEntry, type AuditReference, MASKED } from '../../../contract/audit';
import { useFormatDate, useFormatDateTime } from '../fields/dates';
import { useBrowserWords } from '../fields/browserWords';
import { formatPhoneNumber } from '../fields/PhoneField';
import {
  columnLabelKey,
  PERSON_COLUMNS,
  referenceKindKeys,
  settingsLabelPrefix,
  tableLabelKey,
  valueLabelPrefix,
} from './auditLabels';

/** Operations that are events of a session (a sign-in), not changes of a table's row. */
const EVENTS = new Set<AuditEntry['operation']>([
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SIGN_OUT',
  'SELECT_PROFILE',
  'READ_SECRET',
  'END_SESSION',
  'RESYNC_DEVICE',
  'RESEND_CREDENTIALS',
]);

/** The columns that hold a phone number as stored (E.164 digits without '+'), shown as the lists show them. */
const PHONE_COLUMNS = new Set(['phone_number', 'phone', 'controller_phone']);
const STORED_PHONE = /^\d{6,15}$/;
const ISO_MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?([+-]\d\d:\d\d|Z)?$/;
const CALENDAR_DAY = /^\d{4}-\d\d-\d\d$/;
const TRANSLATION_KEY = /^[a-z]+(\.[a-zA-Z]+)+$/;

/** A moment in the console's one date format (layout/fields/dates.ts), as the lists show it. */
export const useFormatMoment = useFormatDateTime;

/**
 * A record the trail names by id, as a person reads it: its name; one deleted since by the name it last
 * had, or by its kind when the trail has none ("Tariff (deleted)").
 */
export const useReferenceWords = () => {
  const translate = useTranslate();
  return ({ kind, name, deleted }: AuditReference) => {
    if (!deleted && name !== null) return name;
    const { noun, gender } = referenceKindKeys(kind);
    const form = translate(`audit.actions.genders.${gender}`, { _: 'm' });
    return translate(`audit.values.deleted.${form}`, { name: name ?? translate(noun, { smart_count: 1 }) });
  };
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type References = AuditEntry['references'];

/**
 * One value as a person reads it: "—" for none, yes/no, lists joined, numbers, moments and days in the
 * console's language, a phone number as the lists show it, a stored code by its label, a record named by
 * id by its name, a car by its number and model.
 */
const useFormatValue = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatMoment = useFormatMoment();
  const formatDay = useFormatDate();
  const referenceWords = useReferenceWords();
  const browserWords = useBrowserWords();
  const format = (value: unknown, table: string | null, column: string, references: References): string => {
    if (value === null || value === undefined || value === '') return translate('audit.values.none');
    if (typeof value === 'boolean') return translate(value ? 'audit.values.yes' : 'audit.values.no');
    // The decimal sign of the language, every digit kept (a coordinate), no grouping (a year).
    if (typeof value === 'number')
      return value.toLocaleString(locale, { useGrouping: false, maximumFractionDigits: 20 });
    if (Array.isArray(value))
      return value.length === 0
        ? translate('audit.values.none')
        : value.map((item) => format(item, table, column, references)).join(', ');
    if (isPlainObject(value)) return formatItem(value, table, column, references);
    const text = String(value);
    const reference = references[text];
    if (reference) return referenceWords(reference);
    if (ISO_MOMENT.test(text)) return formatMoment(text);
    if (CALENDAR_DAY.test(text)) return formatDay(text);
    if (PHONE_COLUMNS.has(column) && STORED_PHONE.test(text)) return formatPhoneNumber(text);
    // A session's browser as the sessions list says it ('Chrome 131 on Windows').
    if (column === 'user_agent') return browserWords(text);
    const codes = valueLabelPrefix(table, column);
    if (codes) return translate(`${codes}.${text}`, { _: text });
    // The reason of a failed sign-in is the refusal's own message.
    if (column === 'reason' && TRANSLATION_KEY.test(text)) return translate(text);
    return text;
  };
  /** One record of a list by its parts: a car by its number and model, a key restriction by its name and value. */
  const formatItem = (
    item: Record<string, unknown>,
    table: string | null,
    column: string,
    references: References,
  ): string => {
    const part = (name: string) => format(item[name], table, column, references);
    if (column === 'cars')
      return item.model
        ? translate('audit.values.car', { number: part('number'), model: part('model') })
        : part('number');
    if (column === 'key_restrictions')
      return translate('audit.values.restriction', { key: part('key'), value: part('value') });
    return Object.keys(item)
      .map((name) => `${name}: ${part(name)}`)
      .join(', ');
  };
  return format;
};
/** What a trail entry is about: the operation, and the part of the record when it is not the record itself. */
export const useEntryTitle = () => {
  const translate = useTranslate();
  return (entry: AuditEntry, withRecord = false) => {
    const operation = translate(`audit.operations.${entry.operation}`);
    const table = EVENTS.has(entry.operation) ? undefined : tableLabelKey(entry.tableName);
    if (!table || (!table.part && !withRecord)) return operation;
    // One row is one of the thing: a plural name ('Key |||| Keys') reads in its singular.
    return `${operation} · ${translate(table.key, { smart_count: 1 })}`;
  };
};

type ListedEntry = Pick<AuditEntry, 'tableName' | 'operation' | 'changes' | 'references'> & {
  userId?: AuditEntry['userId'];
};

/** Whether a change only names the entry's own author as who made a new row (a revision's 'created by'), which the entry's byline says. */
const namesItsAuthor = (entry: ListedEntry, column: string, change: AuditChanges[string]) =>
  PERSON_COLUMNS.has(column) &&
  Array.isArray(change) &&
  change[0] === null &&
  !!entry.userId &&
  change[1] === entry.userId;

/** The settings that differ between two objects of settings, each by its path: [path, old, new]. */
const changedSettings = (before: unknown, after: unknown, path: string[] = []): [string[], unknown, unknown][] => {
  const [old, now] = [isPlainObject(before) ? before : {}, isPlainObject(after) ? after : {}];
  return [...new Set([...Object.keys(old), ...Object.keys(now)])].flatMap((name) =>
    isPlainObject(old[name]) || isPlainObject(now[name])
      ? changedSettings(old[name], now[name], [...path, name])
      : [[[...path, name], old[name], now[name]] as [string[], unknown, unknown]],
  );
};

/** The changed fields of one trail entry: each label with old → new ("changed" for a secret), each changed setting on its own line. */
export const ChangeList = ({ entry }: { entry: ListedEntry }) => {
  const translate = useTranslate();
  const format = useFormatValue();
  const event = EVENTS.has(entry.operation);
  const { tableName: table, references } = entry;
  /** A line old → new, none when both read the same (none to an empty list says nothing). */
  const line = (key: string, label: string, change: [unknown, unknown], column: string) => {
    const [before, after] = change.map((value) => format(value, table, column, references));
    if (event && change[0] === null) return [{ key, label, text: after }];
    return before === after
      ? []
      : [{ key, label, text: translate('audit.values.change', { old: before, new: after }) }];
  };
  // The author is the byline's: a change naming them is left out.
  const changes = Object.entries(entry.changes).flatMap(([column, change]) => {
    if (namesItsAuthor(entry, column, change)) return [];
    const label = translate(columnLabelKey(table, column, event), { _: column });
    if (change === MASKED) return [{ key: column, label, text: translate('audit.values.masked') }];
    const settings = settingsLabelPrefix(table, column);
    if (!settings) return line(column, label, change, column);
    // A setting by its groups' titles and its own label: "Settings · Gestures · Method 1".
    return changedSettings(change[0], change[1]).flatMap(([path, before, after]) => {
      const words = path.map((name, index) => {
        const key = `${settings}.${path.slice(0, index + 1).join('.')}`;
        return translate(index < path.length - 1 ? `${key}.title` : key, { _: name });
      });
      return line(`${column}.${path.join('.')}`, [label, ...words].join(' · '), [before, after], column);
    });
  });
  if (changes.length === 0) return null;
  return (
    <Box
      component="dl"
      // minmax(0, …): a long unbroken value (a link) wraps within the column instead of widening it.
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25 }}
    >
      {changes.map(({ key, label, text }) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
