import Alert from '@mui/material/Alert';
import { useRecordContext, useTranslate } from 'react-admin';
import { useArea } from '../../areas/AreaContext';
import { useGetList } from '../../dataProvider/typedHooks';
import { PARTIAL_ROWS } from '../../layout/lists/partialRows';

/**
 * On a new device's form in the company area: when the platform has registered no SIP server for the
 * company, a device cannot be added (it is registered on one), and the company cannot add a server
 * itself: the form says so and whom to ask, rather than offering an empty list.
 */
export const NoSipServers = () => {
  const translate = useTranslate();
  const area = useArea();
  const device = useRecordContext();
  const creating = area === 'company' && !device;
  const { total } = useGetList(
    'sip_servers',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' }, meta: PARTIAL_ROWS },
    { enabled: creating },
  );
  if (!creating || total !== 0) return null;
  return (
    <Alert severity="warning" role="note" sx={{ mb: 2 }}>
      {translate('resources.sip_devices.help.noServers')}
    </Alert>
  );
};
