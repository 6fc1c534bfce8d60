import Restore from '@mui/icons-material/RestoreFromTrash';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../../contract/audit';
import { useArea } from '../../areas/AreaContext';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { tableLabelKey } from '../../layout/history/auditLabels';
import { UndoDialog } from '../../layout/history/UndoDialog';
import { useMayUndo } from '../../layout/history/useMayUndo';
import { whoActed } from '../../layout/history/whoActed';
import { hiddenBelow, ResourceList, wrapping } from '../../layout/lists/ResourceList';

/** The deleted record by its last name, else by its kind. */
const useDeletedName = () => {
  const translate = useTranslate();
  return (entry: AuditEntry) => {
    const name = entry.recordId ? entry.references[entry.recordId]?.name : null;
    const kind = tableLabelKey(entry.tableName);
    return name ?? (kind ? translate(kind.key, { smart_count: 1 }) : (entry.tableName ?? ''));
  };
};

/** What was deleted: its kind and its name ("Resident · Ivanova A."). */
const RecordCell = () => {
  const translate = useTranslate();
  const nameOf = useDeletedName();
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  const kind = tableLabelKey(entry.tableName);
  return <>{[kind && translate(kind.key, { smart_count: 1 }), nameOf(entry)].filter(Boolean).join(' · ')}</>;
};

const WhoCell = () => {
  const translate = useTranslate();
  const entry = useRecordContext<AuditEntry>();
  return <>{entry ? (whoActed(entry, translate) ?? translate('audit.values.none')) : null}</>;
};

/** "Restore": the preview of putting the record back with its parts, then the restore. */
const RestoreCell = () => {
  const translate = useTranslate();
  const mayUndo = useMayUndo();
  const nameOf = useDeletedName();
  const entry = useRecordContext<AuditEntry>();
  const [open, setOpen] = useState(false);
  if (!entry || !mayUndo(entry.tableName)) return null;
  const name = nameOf(entry);
  return (
    <>
      <Button
        size="small"
        startIcon={<Restore />}
        aria-label={translate('undo.restoreLabel', { name })}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('undo.restore')}
      </Button>
      {open && <UndoDialog auditId={entry.id} scope="record" name={name} onClose={() => setOpen(false)} />}
    </>
  );
};

/**
 * Recently deleted (each area): the records deleted in the last 30 days that the session may restore,
 * newest first, each with who deleted it and when, and "Restore", which puts it back with its parts.
 */
export const DeletedList = () => {
  const translate = useTranslate();
  const area = useArea();
  return (
    <ResourceList
      sort={{ field: 'at', order: 'DESC' }}
      header={
        // Beside the title; on a phone the title needs the width (the list says what it holds).
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 720, display: { xs: 'none', md: 'block' } }}>
          {translate('undo.deleted.help')}
        </Typography>
      }
      mobile={{
        primary: <RecordCell />,
        secondary: <WhoCell />,
        tertiary: <LocalDateField source="at" showTime />,
        actions: <RestoreCell />,
      }}
    >
      <DataTable.Col source="record" disableSort cellSx={wrapping}>
        <RecordCell />
      </DataTable.Col>
      <DataTable.Col source="at" sx={{ width: 170 }}>
        <LocalDateField source="at" showTime />
      </DataTable.Col>
      <DataTable.Col source="userName" disableSort>
        <WhoCell />
      </DataTable.Col>
      {area === 'platform' && (
        <DataTable.Col source="companyName" disableSort cellSx={wrapping} sx={hiddenBelow('lg')}>
          <TextField source="companyName" emptyText={translate('audit.values.none')} />
        </DataTable.Col>
      )}
      <DataTable.Col label="" disableSort>
        <RestoreCell />
      </DataTable.Col>
    </ResourceList>
  );
};
