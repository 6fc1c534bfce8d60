import Check from '@mui/icons-material/Check';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import Devices from '@mui/icons-material/Devices';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import {
  Link,
  Logout,
  useCreatePath,
  UserMenu,
  useGetIdentity,
  useLocaleState,
  useStore,
  useTheme,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import type { SignedInUser } from '../../contract/auth';
import { LOCALES } from '../i18n/locale';
import { SESSION_KEY } from '../session/session';
import { SwitchCompanyMenuItem } from './SwitchCompany';
import { TwoFactorMenuItem } from './TwoFactorMenuItem';

/** The signed-in user and, in the company area, the company the session acts for. */
const WhoAmI = () => {
  const [user] = useStore<SignedInUser>(SESSION_KEY);
  if (!user) return null;
  const company = user.profiles.find((profile) => profile.companyId === user.companyId);
  return (
    <ListItemText
      sx={{ px: 2, py: 1 }}
      primary={user.displayName}
      secondary={company?.companyName ?? user.phoneNumber}
    />
  );
};

/** The signed-in person's sessions (src/resources/sessions): where they are signed in, to end. */
const SessionsMenuItem = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={createPath({ resource: 'sessions', type: 'list' })} onClick={userMenu?.onClose}>
      <ListItemIcon>
        <Devices fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('resources.sessions.menu')}</ListItemText>
    </MenuItem>
  );
};

/**
 * The header dropdown: who is signed in (and, with several companies, switching between
 * them), their sessions, two-factor sign-in, language, theme and sign-out. The language is remembered under
 * `lang` and the theme under `theme` (see areaStore).
 */
export const AreaUserMenu = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  // The button shows the user's name: its accessible name starts with it (WCAG 2.5.3, label in name),
  // so that a voice command saying what is on screen reaches it. react-admin translates the label,
  // and a text that is not a key comes back as it is.
  const { identity } = useGetIdentity();
  const label = identity?.fullName
    ? translate('common.menu.userMenuOf', { name: identity.fullName })
    : 'common.menu.userMenu';
  return (
    <UserMenu label={label}>
      <WhoAmI />
      <SwitchCompanyMenuItem />
      <SessionsMenuItem />
      <TwoFactorMenuItem />
      <Divider />
      {/* A div, not the default <li>: inside a menu, a list item without a list is not allowed. */}
      <ListSubheader component="div" sx={{ lineHeight: '32px' }}>
        {translate('common.menu.language')}
      </ListSubheader>
      {LOCALES.map((code) => (
        // A choice of one: a screen reader says which language is on, not only the check mark.
        <MenuItem
          key={code}
          lang={code}
          role="menuitemradio"
          aria-checked={locale === code}
          selected={locale === code}
          onClick={() => setLocale(code)}
        >
          <ListItemIcon>{locale === code && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{translate(`common.languages.${code}`)}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
      <MenuItem onClick={() => setTheme(dark ? 'light' : 'dark')}>
        <ListItemIcon>{dark ? <LightMode fontSize="small" /> : <DarkMode fontSize="small" />}</ListItemIcon>
        <ListItemText>{translate(dark ? 'common.menu.lightTheme' : 'common.menu.darkTheme')}</ListItemText>
      </MenuItem>
      <Divider />
      <Logout />
    </UserMenu>
  );
};
