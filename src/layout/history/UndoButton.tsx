import Undo from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AuditEntry } from '../../../contract/audit';
import { UndoDialog } from './UndoDialog';
import { useMayUndo } from './useMayUndo';

/** The operations a trail entry can be undone for: a row's change, not a session's event. */
const UNDOABLE = new Set<AuditEntry['operation']>(['INSERT', 'UPDATE', 'DELETE']);

/**
 * "Undo" on a trail entry (History panel, Audit screen): opens the preview of undoing the change the
 * entry is part of. Shown only for a row's change the session may undo.
 */
export const UndoButton = ({ entry }: { entry: Pick<AuditEntry, 'id' | 'tableName' | 'operation'> }) => {
  const translate = useTranslate();
  const mayUndo = useMayUndo();
  const [open, setOpen] = useState(false);
  if (!UNDOABLE.has(entry.operation) || !mayUndo(entry.tableName)) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<Undo />}
        aria-label={translate('undo.buttonLabel')}
        onClick={(event) => {
          // In a list row: the button's own, not the row's click.
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('undo.button')}
      </Button>
      {open && <UndoDialog auditId={entry.id} scope="change" onClose={() => setOpen(false)} />}
    </>
  );
};
