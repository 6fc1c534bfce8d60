import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SessionRecord } from '../../../contract/session';
import { useBrowserWords } from '../../layout/fields/browserWords';

/** The session's browser, and 'This session' on the one the page is seen in. */
export const SessionBrowser = ({ session: given }: { session?: SessionRecord }) => {
  const translate = useTranslate();
  const browserWords = useBrowserWords();
  const inContext = useRecordContext<SessionRecord>();
  const session = given ?? inContext;
  if (!session) return null;
  return (
    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', display: 'inline-flex' }}>
      <span title={session.userAgent ?? undefined}>{browserWords(session.userAgent)}</span>
      {session.current && (
        <Chip component="span" size="small" color="primary" label={translate('resources.sessions.current')} />
      )}
    </Stack>
  );
};

/** What the session acts for: its company, the platform, or no company chosen yet. */
export const useSessionPlace = () => {
  const translate = useTranslate();
  return (session: SessionRecord) =>
    session.area === 'platform'
      ? translate('resources.sessions.platformArea')
      : (session.companyName ?? translate('resources.sessions.noCompany'));
};

export const SessionPlace = () => {
  const place = useSessionPlace();
  const session = useRecordContext<SessionRecord>();
  return session ? <>{place(session)}</> : null;
};

/** A session named in a confirmation: its browser and address. */
export const useSessionName = () => {
  const browserWords = useBrowserWords();
  return (session: SessionRecord) => [browserWords(session.userAgent), session.ip].filter(Boolean).join(', ');
};
