import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { type AuditChanges, type AuditEntry, MASKED } from '../../../contract/audit';
import { formatPhoneNumber } from '../fields/PhoneField';
import { columnLabelKey, PERSON_COLUMNS, tableLabelKey, valueLabelPrefix } from './auditLabels';

/** Operations that are events of a session (a sign-in), not changes of a table's row. */
const EVENTS = new Set<AuditEntry['operation']>([
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SIGN_OUT',
  'SELECT_PROFILE',
  'READ_SECRET',
]);

/** The columns that hold a phone number as stored (E.164 digits without '+'), shown as the lists show them. */
const PHONE_COLUMNS = new Set(['phone_number', 'phone', 'controller_phone']);
const STORED_PHONE = /^\d{6,15}$/;
const ISO_MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?([+-]\d\d:\d\d|Z)?$/;
const TRANSLATION_KEY = /^[a-z]+(\.[a-zA-Z]+)+$/;

/** A moment in the console's language: "25.11.2026, 03:10" or "11/25/2026, 3:10 AM". */
export const useFormatMoment = () => {
  const [locale] = useLocaleState();
  return (value: string) => new Date(value).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
};

/**
 * One value as a person reads it: "—" for none, yes/no, lists joined, numbers and moments in the console's
 * language, a phone number as the lists show it, a stored code by its label.
 */
const useFormatValue = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatMoment = useFormatMoment();
  const format = (value: unknown, table: string | null, column: string): string => {
    if (value === null || value === undefined || value === '') return translate('audit.values.none');
    if (typeof value === 'boolean') return translate(value ? 'audit.values.yes' : 'audit.values.no');
    // The decimal sign of the language, every digit kept (a coordinate), no grouping (a year).
    if (typeof value === 'number')
      return value.toLocaleString(locale, { useGrouping: false, maximumFractionDigits: 20 });
    if (Array.isArray(value))
      return value.length === 0
        ? translate('audit.values.none')
        : value.map((item) => format(item, table, column)).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    const text = String(value);
    if (ISO_MOMENT.test(text)) return formatMoment(text);
    if (PHONE_COLUMNS.has(column) && STORED_PHONE.test(text)) return formatPhoneNumber(text);
    const codes = valueLabelPrefix(table, column);
    if (codes) return translate(`${codes}.${text}`, { _: text });
    // The reason of a failed sign-in is the refusal's own message.
    if (column === 'reason' && TRANSLATION_KEY.test(text)) return translate(text);
    return text;
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

type ListedEntry = Pick<AuditEntry, 'tableName' | 'operation' | 'changes'> & { userId?: AuditEntry['userId'] };

/** Whether a change only names the entry's own author as who made a new row (a revision's 'created by'), which the entry's byline says. */
const namesItsAuthor = (entry: ListedEntry, column: string, change: AuditChanges[string]) =>
  PERSON_COLUMNS.has(column) &&
  Array.isArray(change) &&
  change[0] === null &&
  !!entry.userId &&
  change[1] === entry.userId;

/** The changed fields of one trail entry: each label with old → new ("changed" for a secret). */
export const ChangeList = ({ entry }: { entry: ListedEntry }) => {
  const translate = useTranslate();
  const format = useFormatValue();
  const event = EVENTS.has(entry.operation);
  // A change that reads the same on both sides (none to an empty list) says nothing, and the author is
  // the byline's: both are left out.
  const changes = Object.entries(entry.changes).flatMap(([column, change]) => {
    if (namesItsAuthor(entry, column, change)) return [];
    const label = translate(columnLabelKey(entry.tableName, column, event), { _: column });
    if (change === MASKED) return [{ column, label, text: translate('audit.values.masked') }];
    const [before, after] = [format(change[0], entry.tableName, column), format(change[1], entry.tableName, column)];
    if (event && change[0] === null) return [{ column, label, text: after }];
    return before === after
      ? []
      : [{ column, label, text: translate('audit.values.change', { old: before, new: after }) }];
  });
  if (changes.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25 }}
    >
      {changes.map(({ column, label, text }) => (
        <Box key={column} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'break-word' }}>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
