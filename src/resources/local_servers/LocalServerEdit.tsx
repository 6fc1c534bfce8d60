import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { DeviceStatusLine } from '../../layout/fields/DeviceStatusField';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { DeviceDoorsSection } from './DeviceDoors';

/** A local server's page in the company area: its online state and the access points it serves. */
export const LocalServerEdit = () => {
  const translate = useTranslate();
  return (
    <ResourceEdit>
      <DeviceStatusLine label="resources.local_servers.fields.status" />
      <Alert severity="info" role="note" sx={{ mx: 2, my: 2, maxWidth: 688 }}>
        {translate('resources.local_servers.help.platform')}
      </Alert>
      <DeviceDoorsSection kind="localServer" />
    </ResourceEdit>
  );
};
