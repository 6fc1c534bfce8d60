import { useStore } from 'ra-core';
import { useCallback } from 'react';
import type { SignedInUser } from '../../../contract/auth';
import { mayUndo, UNDO_PERMISSIONS } from '../../../contract/undoable';
import { useArea } from '../../areas/AreaContext';
import { useMayCall } from '../../session/permissions';
import { SESSION_KEY } from '../../session/session';

/**
 * Whether the session may undo a change of a table: UndoChange itself, and the permission that writes
 * the table's records (contract/undoable.ts), as the server checks. A session stored before roles
 * existed has no permissions yet: Undo shows, and the server decides.
 */
export const useMayUndo = () => {
  const can = useMayCall();
  const area = useArea();
  const [user] = useStore<SignedInUser | undefined>(SESSION_KEY);
  return useCallback(
    (table: string | null) => {
      if (!table || !can('UndoChange')) return false;
      return user?.permissions ? mayUndo(area, user.permissions, table) : !!UNDO_PERMISSIONS[table];
    },
    [can, area, user],
  );
};
