import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { AppBar, LoadingIndicator, useStore, useTranslate } from 'react-admin';
import { useArea } from '../areas/AreaContext';
import type { SignedInUser } from '../../contract/auth';
import { headerCompanyName, SESSION_KEY } from '../session/session';
import { AreaUserMenu } from './AreaUserMenu';
import { SwitchCompanyProvider } from './SwitchCompany';

/** The header: the area, the company the session acts for, the user menu. */
export const AreaAppBar = () => {
  const translate = useTranslate();
  const area = useArea();
  const [user] = useStore<SignedInUser>(SESSION_KEY);
  const companyName = headerCompanyName(user);
  return (
    <SwitchCompanyProvider>
      <AppBar color="secondary" userMenu={<AreaUserMenu />} toolbar={<LoadingIndicator />}>
        <Typography variant="h6" component="span" noWrap sx={{ fontSize: '1rem' }}>
          {translate(`common.areas.${area}`)}
        </Typography>
        {companyName && (
          <Chip
            label={companyName}
            size="small"
            color="primary"
            variant="outlined"
            sx={{ ml: 2, maxWidth: 320 }}
            data-testid="company-name"
          />
        )}
        <span style={{ flex: 1 }} />
      </AppBar>
    </SwitchCompanyProvider>
  );
};
