import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ActionName } from '../../../contract/actions';
import { useMayCall } from '../../session/permissions';
import type { BulkSelection } from './bulkSelection';

export interface BulkOperation {
  name: string;
  /** The menu item, a translation key. */
  label: string;
  destructive?: boolean;
}

export interface BulkMenuProps {
  selection: BulkSelection;
  /** The bulk Action: a role that may not call it sees no button. */
  action: ActionName;
  operations: readonly BulkOperation[];
  /** The dialog of an operation chosen; `close(changed)` when it is done with. */
  dialog: (operation: string, selection: BulkSelection, close: (changed: boolean) => void) => ReactNode;
  /** The button's text, a translation key: by default 'Change', or the one change's own. */
  label?: string;
  /** After a dialog that made its change was closed. */
  onDone: () => void;
}

/**
 * A button with a list's bulk changes for a selection (one change: the button itself); each opens its
 * dialog. Left out for a role that may not make them, and when nothing is selected.
 */
export const BulkMenu = ({ selection, action, operations, dialog, label, onDone }: BulkMenuProps) => {
  const translate = useTranslate();
  const mayCall = useMayCall();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [operation, setOperation] = useState<string | null>(null);
  if (!mayCall(action) || selection.count === 0) return null;
  const only = operations.length === 1 ? operations[0] : undefined;
  return (
    <>
      {only ? (
        <Button size="small" color={only.destructive ? 'error' : 'primary'} onClick={() => setOperation(only.name)}>
          {translate(label ?? only.label)}
        </Button>
      ) : (
        <>
          <Button
            size="small"
            endIcon={<ArrowDropDown />}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {translate(label ?? 'bulk.change')}
          </Button>
          <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            {operations.map(({ name, label: item, destructive }) => (
              <MenuItem
                key={name}
                sx={destructive ? { color: 'error.main' } : undefined}
                onClick={() => {
                  setAnchor(null);
                  setOperation(name);
                }}
              >
                {translate(item)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      {operation &&
        dialog(operation, selection, (changed) => {
          setOperation(null);
          if (changed) onDone();
        })}
    </>
  );
};
