import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OwnLocalServerRecord } from '../../../contract/device-doors';
import { DeviceStatusLine } from '../../layout/fields/DeviceStatusField';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { DeviceDoorsSection } from './DeviceDoors';

/** The server's ID, which it sends beside its token: what a device is configured with. */
const ServerId = () => {
  const translate = useTranslate();
  const server = useRecordContext<OwnLocalServerRecord>();
  if (!server) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ px: 2, pt: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.local_servers.fields.id')}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', userSelect: 'all', overflowWrap: 'anywhere' }}>
        {server.id}
      </Typography>
    </Stack>
  );
};

/** A local server's page in the company area: its ID, its online state and the access points it serves. */
export const LocalServerEdit = () => {
  const translate = useTranslate();
  return (
    <ResourceEdit>
      <ServerId />
      <DeviceStatusLine label="resources.local_servers.fields.status" />
      <Alert severity="info" role="note" sx={{ mx: 2, my: 2, maxWidth: 688 }}>
        {translate('resources.local_servers.help.platform')}
      </Alert>
      <DeviceDoorsSection kind="localServer" />
    </ResourceEdit>
  );
};
