import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router';
import { type SetupStep, setupSteps } from '../../../contract/setup';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { areaPaths } from '../paths';

/** Where each step is done; none for what the platform gives (the company asks its operator). */
const stepPaths: Record<SetupStep, string | undefined> = {
  address: 'addresses/create',
  locks: undefined,
  doors: 'access',
  tariff: 'tariffs/create',
  abonent: 'abonents/create',
  localServer: 'local_servers',
};

/** The company area's first page: where a new company lands. */
const LANDING = `${areaPaths.company}/abonents`;

/**
 * A new company's first steps, above its first page until all are done: each ticks itself from the
 * company's data (read again each time the page opens) and links to where it is done.
 */
export const SetupChecklist = () => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const landing = useLocation().pathname === LANDING;
  const { data: progress } = useQuery({
    queryKey: ['setupProgress'],
    queryFn: async () => (await dataProvider.getSetupProgress()).data,
    enabled: landing,
  });
  if (!landing || !progress || setupSteps.every((step) => progress[step])) return null;
  const done = setupSteps.filter((step) => progress[step]).length;
  return (
    <Card component="section" aria-labelledby="setup-checklist-title" variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="setup-checklist-title" variant="h6" component="h2">
          {translate('setup.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('setup.progress', { done, total: setupSteps.length })}
        </Typography>
        <List dense>
          {setupSteps.map((step) => {
            const path = stepPaths[step];
            const label = translate(`setup.steps.${step}.label`);
            return (
              <ListItem key={step} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {progress[step] ? (
                    <CheckCircle color="success" titleAccess={translate('setup.done')} />
                  ) : (
                    <RadioButtonUnchecked color="disabled" titleAccess={translate('setup.toDo')} />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={
                    path && !progress[step] ? (
                      <Link component={RouterLink} to={`${areaPaths.company}/${path}`}>
                        {label}
                      </Link>
                    ) : (
                      label
                    )
                  }
                  secondary={progress[step] ? undefined : translate(`setup.steps.${step}.hint`)}
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
};
