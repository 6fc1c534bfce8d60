import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { AppBar, LoadingIndicator, useStore, useTranslate } from 'react-admin';
import { useArea } from '../areas/AreaContext';
import type { SignedInUser } from '../../contract/auth';
import { headerCompanyName, SESSION_KEY } from '../session/session';
import { AreaUserMenu } from './AreaUserMenu';
import { HeaderSearch } from './search/HeaderSearch';
import { SwitchCompanyProvider } from './SwitchCompany';

/** The header: the area, the company the session acts for, the user menu. */
export const AreaAppBar = () => {
  const translate = useTranslate();
  const area = useArea();
  const [user] = useStore<SignedInUser>(SESSION_KEY);
  const companyName = headerCompanyName(user);
  return (
    <SwitchCompanyProvider>
      {/*
        Always on: react-admin hides the bar on a phone as the page scrolls down, and a save that scrolls
        the page to its message took the header away with it.
      */}
      <AppBar color="secondary" alwaysOn userMenu={<AreaUserMenu />} toolbar={<LoadingIndicator />}>
        {/*
          On a phone or a narrow window the area's name and the company share the bar with the buttons: side by side the
          name was cut to 'Com…'. There they stand one above the other, the name smaller and whole.
        */}
        <Box
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            minWidth: 0,
            flex: 1,
            [theme.breakpoints.down('md')]: { flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 },
          })}
        >
          <Typography
            variant="h6"
            component="span"
            noWrap
            sx={(theme) => ({
              fontSize: '1rem',
              maxWidth: '100%',
              [theme.breakpoints.down('md')]: { fontSize: '0.8125rem', lineHeight: 1.2 },
            })}
            data-testid="area-name"
          >
            {translate(`common.areas.${area}`)}
          </Typography>
          {companyName && (
            <Chip
              label={companyName}
              size="small"
              color="primary"
              variant="outlined"
              sx={(theme) => ({
                ml: 2,
                maxWidth: 320,
                [theme.breakpoints.down('md')]: { ml: 0, maxWidth: '100%', height: 22 },
              })}
              data-testid="company-name"
            />
          )}
        </Box>
        <HeaderSearch />
      </AppBar>
    </SwitchCompanyProvider>
  );
};
