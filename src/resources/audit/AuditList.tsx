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
import type { AuditEntry, PlatformAuditEntry } from '../../../contract/audit';
import { whoActed } from '../../layout/history/whoActed';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { tableLabelKey } from '../../layout/history/auditLabels';
import { ChangeList, useEntryTitle, useReferenceWords } from '../../layout/history/ChangeList';
import { UndoButton } from '../../layout/history/UndoButton';
import { hiddenBelow, ResourceList, wrapping, wrappingDownTo } from '../../layout/lists/ResourceList';
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

/** What a row is about: the operation, the record's kind (or its part) and the record by its name. */
const RecordCell = () => {
  const title = useEntryTitle();
  const referenceWords = useReferenceWords();
  return (
    <FunctionField<PlatformAuditEntry>
      render={(entry) => {
        const record = entry.recordId ? entry.references[entry.recordId] : undefined;
        // A record this very entry deleted: the operation says so already, its name is enough.
        const deletedHere = entry.operation === 'DELETE' && !tableLabelKey(entry.tableName)?.part;
        const named = record && (deletedHere ? record.name : referenceWords(record));
        return [title(entry, true), named].filter(Boolean).join(' · ');
      }}
    />
  );
};

/**
 * The platform's Audit screen: the whole trail, newest first, filtered by company, user, Action and day
 * range, paged on the server. Each row says when, who, for which company, which Action (in words) on which
 * record (by its name), what changed (old → new, secrets as 'changed', records by their names) and from
 * which address.
 */
/** Who acted: a person or a company's API token. */
const WhoCell = () => {
  const translate = useTranslate();
  const entry = useRecordContext<AuditEntry>();
  return <>{entry ? (whoActed(entry, translate) ?? translate('audit.values.none')) : null}</>;
};

/** Undo of the row's change, for the changes the session may undo. */
const UndoCell = () => {
  const entry = useRecordContext<PlatformAuditEntry>();
  return entry ? <UndoButton entry={entry} /> : null;
};

export const AuditList = () => {
  const translate = useTranslate();
  return (
    <ResourceList
      sort={{ field: 'at', order: 'DESC' }}
      filters={filters}
      mobile={{
        primary: <ActionCell />,
        secondary: <WhoCell />,
        tertiary: <LocalDateField source="at" showTime />,
        actions: <UndoCell />,
      }}
    >
      <DataTable.Col source="at" sx={{ width: 170 }}>
        <LocalDateField source="at" showTime />
      </DataTable.Col>
      <DataTable.Col source="userName" disableSort>
        <WhoCell />
      </DataTable.Col>
      <DataTable.Col source="companyName" disableSort cellSx={wrapping} sx={hiddenBelow('lg')}>
        <TextField source="companyName" emptyText={translate('audit.values.none')} />
      </DataTable.Col>
      <DataTable.Col source="action" disableSort cellSx={wrapping}>
        <ActionCell />
      </DataTable.Col>
      <DataTable.Col source="record" disableSort cellSx={wrapping}>
        <RecordCell />
      </DataTable.Col>
      {/* Wide enough for a label and its value side by side ('Browser  Chrome 131 on Windows'). */}
      <DataTable.Col source="changes" disableSort cellSx={wrappingDownTo(240)}>
        <FunctionField<PlatformAuditEntry> render={(entry) => <ChangeList entry={entry} />} />
      </DataTable.Col>
      <DataTable.Col source="ip" disableSort sx={hiddenBelow('xl')} />
      <DataTable.Col label="" disableSort>
        <UndoCell />
      </DataTable.Col>
    </ResourceList>
  );
};
