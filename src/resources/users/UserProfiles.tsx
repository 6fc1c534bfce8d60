import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { USER_PROFILES_SHOWN, type UserRecord } from '../../../contract/user';
import { Section } from '../abonents/Section';
import { useRoleName } from '../company_roles/roleNames';

/** The companies the user administers, each with the role there (spec: profiles, hasMoreProfiles). */
export const UserProfiles = () => {
  const translate = useTranslate();
  const roleName = useRoleName();
  const user = useRecordContext<UserRecord>();
  // The page opens with the list's copy of the row, which has no profiles; they come with the user's own.
  if (!user?.profiles) return null;
  return (
    <Section title="resources.users.sections.profiles">
      {user.profiles.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.users.profiles.none')}
        </Typography>
      ) : (
        <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {user.profiles.map((profile) => (
            <li key={profile.companyId}>
              <Chip label={`${profile.companyName} · ${roleName(profile)}`} variant="outlined" />
            </li>
          ))}
        </Stack>
      )}
      {user.hasMoreProfiles && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('resources.users.profiles.more', { count: USER_PROFILES_SHOWN })}
        </Typography>
      )}
    </Section>
  );
};
