import SwapHoriz from '@mui/icons-material/SwapHoriz';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useNotify, useRedirect, useRefresh, useStore, useStoreContext, useTranslate, useUserMenu } from 'react-admin';
import { selectCompany } from '../authProvider/signIn';
import type { Profile, SignedInUser } from '../../contract/auth';
import { SESSION_KEY } from '../session/session';
import { ProfileSelector } from '../signin/ProfileSelector';
import { ConfirmDialog } from './ConfirmDialog';
import { failureMessage } from './failureMessage';
import { useTranslateMessage } from './useTranslateMessage';

interface SwitchCompanyDialogProps {
  user: SignedInUser;
  onClose: () => void;
}

/**
 * Rebinds the session to another of the user's companies, then shows the area's first screen with
 * everything reloaded, so that nothing of the previous company stays on screen.
 */
const SwitchCompanyDialog = ({ user, onClose }: SwitchCompanyDialogProps) => {
  const translate = useTranslate();
  const translateMessage = useTranslateMessage();
  const store = useStoreContext();
  const refresh = useRefresh();
  const notify = useNotify();
  const redirect = useRedirect();
  const [selected, setSelected] = useState<Profile | null>(null);
  const [error, setError] = useState<string>();
  const [switching, setSwitching] = useState(false);

  const confirm = async () => {
    if (!selected) return setError('common.validation.required');
    setSwitching(true);
    try {
      await selectCompany(store, selected.companyId);
      redirect('/');
      refresh();
      notify('common.switchCompany.done', { type: 'success', messageArgs: { name: selected.companyName } });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure));
      setSwitching(false);
    }
  };

  return (
    <ConfirmDialog
      isOpen
      title="common.switchCompany.title"
      content={
        <ProfileSelector
          id="switch-company"
          user={user}
          excludeCompanyId={user.companyId}
          value={selected}
          onChange={(value) => {
            setSelected(value);
            setError(undefined);
          }}
          error={error && translateMessage(error)}
          translate={translate}
        />
      }
      loading={switching}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};

const OpenSwitchCompany = createContext<() => void>(() => undefined);

/**
 * Holds the switch-company dialog outside the header menu, so that the menu can close when the dialog
 * opens (a dialog inside the menu would close with it).
 */
export const SwitchCompanyProvider = ({ children }: { children: ReactNode }) => {
  const [user] = useStore<SignedInUser>(SESSION_KEY);
  const [open, setOpen] = useState(false);
  const openDialog = useCallback(() => setOpen(true), []);
  return (
    <OpenSwitchCompany.Provider value={openDialog}>
      {children}
      {open && user && <SwitchCompanyDialog user={user} onClose={() => setOpen(false)} />}
    </OpenSwitchCompany.Provider>
  );
};

/** The header menu's 'Switch company', for a company-area user who manages more than one company. */
export const SwitchCompanyMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const openDialog = useContext(OpenSwitchCompany);
  const [user] = useStore<SignedInUser>(SESSION_KEY);
  if (user?.area !== 'company' || (user.profiles.length < 2 && !user.hasMoreProfiles)) return null;
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        openDialog();
      }}
    >
      <ListItemIcon>
        <SwapHoriz fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('common.menu.switchCompany')}</ListItemText>
    </MenuItem>
  );
};
