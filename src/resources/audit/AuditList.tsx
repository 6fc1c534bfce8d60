import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import Box from '@mui/material/Box';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import auditedActions from 'virtual:audited-actions';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  FunctionField,
  ReferenceInput,
  SelectInput,
  type SelectInputProps,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AuditChanges, PlatformAuditEntry } from '../../../contract/audit';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { PERSON_COLUMNS } from '../../layout/history/auditLabels';
import { ChangeList, useEntryTitle } from '../../layout/history/ChangeList';
import { hiddenBelow, ResourceList, wrapping } from '../../layout/lists/ResourceList';
import { useActionWords } from './actionWords';

/** The Action filter: each Action in the same words as the column, in alphabetical order. */
const ActionFilter = (props: Omit<SelectInputProps, 'choices'>) => {
  const words = useActionWords();
  const [locale] = useLocaleState();
  const choices = useMemo(
    () => auditedActions.map((id) => ({ id, name: words(id) })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    [words, locale],
  );
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
};

/** An Action in words, its name on hover. */
const ActionCell = () => {
  const words = useActionWords();
  const entry = useRecordContext<PlatformAuditEntry>();
  if (!entry) return null;
  return <span title={entry.action}>{words(entry.action)}</span>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The users an entry's changes name by id. */
const peopleOf = (changes: AuditChanges) => [
  ...new Set(
    Object.entries(changes).flatMap(([column, change]) =>
      PERSON_COLUMNS.has(column) && Array.isArray(change)
        ? change.filter((value): value is string => typeof value === 'string' && UUID.test(value))
        : [],
    ),
  ),
];

/**
 * The display names of users by id, each read once (the users' getOne, cached): a user deleted since
 * has none, and stays an id.
 */
const useUserNames = (ids: string[]): Record<string, string> => {
  const dataProvider = useConsoleDataProvider();
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['users', 'getOne', { id, meta: undefined }],
      queryFn: () => dataProvider.getOne('users', { id }).then(({ data }) => data),
      retry: false,
      staleTime: 5 * 60_000,
    })),
  });
  return Object.fromEntries(
    ids.flatMap((id, index) => {
      const name = (results[index]?.data as { displayName?: unknown } | undefined)?.displayName;
      return typeof name === 'string' && name !== '' ? [[id, name]] : [];
    }),
  );
};

/** What changed, a user named by their name rather than their id (the ids on hover). */
const ChangesCell = ({ entry }: { entry: PlatformAuditEntry }) => {
  const ids = peopleOf(entry.changes);
  const names = useUserNames(ids);
  const named = ids.filter((id) => names[id]);
  if (named.length === 0) return <ChangeList entry={entry} />;
  const name = (value: unknown) => (typeof value === 'string' && names[value]) || value;
  const changes = Object.fromEntries(
    Object.entries(entry.changes).map(([column, change]) => [
      column,
      PERSON_COLUMNS.has(column) && Array.isArray(change) ? [name(change[0]), name(change[1])] : change,
    ]),
  ) as AuditChanges;
  return (
    <Box title={named.map((id) => `${names[id]}: ${id}`).join('\n')}>
      <ChangeList entry={{ ...entry, changes }} />
    </Box>
  );
};

/** A day picked in the filter as the moment it starts where the administrator is (the Action takes ISO moments). */
const startOfDay = (day: string) => (day ? new Date(`${day}T00:00`).toISOString() : undefined);
/** The end of the day picked: the next day's start, which Until leaves out. */
const endOfDay = (day: string) => {
  if (!day) return undefined;
  const end = new Date(`${day}T00:00`);
  end.setDate(end.getDate() + 1);
  return end.toISOString();
};
/** The day a moment falls on, where the administrator is, for the date input to show. */
const dayOf = (moment: string | undefined, shift = 0) => {
  if (!moment) return '';
  const date = new Date(Date.parse(moment) - shift);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const filters = [
  <ReferenceInput
    key="company"
    source="companyId"
    reference="companies"
    sort={{ field: 'name', order: 'ASC' }}
    alwaysOn
  >
    <AutocompleteInput optionText="name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ReferenceInput key="user" source="userId" reference="users" sort={{ field: 'displayName', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="displayName" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ActionFilter key="action" source="actionName" alwaysOn sx={{ minWidth: 200 }} />,
  <DateInput key="from" source="from" alwaysOn parse={startOfDay} format={(value) => dayOf(value)} />,
  <DateInput key="until" source="until" alwaysOn parse={endOfDay} format={(value) => dayOf(value, 1)} />,
];

/** What a row is about: the operation, the record's kind (or its part) and its identifier (its start; the whole on hover). */
const RecordCell = () => {
  const title = useEntryTitle();
  return (
    <FunctionField<PlatformAuditEntry>
      render={(entry) => (
        <span title={entry.recordId ?? undefined}>
          {[title(entry, true), entry.recordId?.slice(0, 8)].filter(Boolean).join(' · ')}
        </span>
      )}
    />
  );
};

/**
 * The platform's Audit screen: the whole trail, newest first, filtered by company, user, Action and day
 * range, paged on the server. Each row says when, who, for which company, which Action (in words) on which
 * record, what changed (old → new, secrets as 'changed', users by name) and from which address.
 */
export const AuditList = () => {
  const translate = useTranslate();
  return (
    <ResourceList
      sort={{ field: 'at', order: 'DESC' }}
      filters={filters}
      mobile={{ primary: <ActionCell />, secondary: 'userName', tertiary: <LocalDateField source="at" showTime /> }}
    >
      <DataTable.Col source="at" sx={{ width: 170 }}>
        <LocalDateField source="at" showTime />
      </DataTable.Col>
      <DataTable.Col source="userName" disableSort>
        <TextField source="userName" emptyText={translate('audit.values.none')} />
      </DataTable.Col>
      <DataTable.Col source="companyName" disableSort cellSx={wrapping} sx={hiddenBelow('lg')}>
        <TextField source="companyName" emptyText={translate('audit.values.none')} />
      </DataTable.Col>
      <DataTable.Col source="action" disableSort>
        <ActionCell />
      </DataTable.Col>
      <DataTable.Col source="record" disableSort cellSx={wrapping}>
        <RecordCell />
      </DataTable.Col>
      <DataTable.Col source="changes" disableSort cellSx={wrapping}>
        <FunctionField<PlatformAuditEntry> render={(entry) => <ChangesCell entry={entry} />} />
      </DataTable.Col>
      <DataTable.Col source="ip" disableSort sx={hiddenBelow('xl')} />
    </ResourceList>
  );
};
