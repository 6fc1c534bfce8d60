import Security from '@mui/icons-material/Security';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useBasename, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router';

/** The header menu's way to the signed-in user's two-factor sign-in page. */
export const TwoFactorMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const basename = useBasename();
  return (
    <MenuItem component={Link} to={`${basename}/two_factor`} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <Security fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('auth.twoFactor.page.menu')}</ListItemText>
    </MenuItem>
  );
};
