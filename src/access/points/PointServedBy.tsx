import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ServedAccessPoint } from '../../../contract/access-point';
import { useGetList } from '../../dataProvider/typedHooks';
import { PARTIAL_ROWS } from '../../layout/lists/partialRows';
import { PointDevices } from '../../resources/access_points/PointDevices';

/**
 * Above an access point's form: the devices that serve it ('No device' when none does), which the
 * controllers' and local servers' pages assign.
 */
export const PointServedBy = () => {
  const translate = useTranslate();
  const point = useRecordContext<{ id: string }>();
  const { data } = useGetList<ServedAccessPoint>(
    'access_points',
    {
      filter: { accessPointId: point?.id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'path', order: 'ASC' },
      meta: PARTIAL_ROWS,
    },
    { enabled: !!point },
  );
  const served = data?.[0];
  if (!served) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ px: 2, pt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.access_points.fields.devices')}
      </Typography>
      <PointDevices devices={served.devices} />
    </Stack>
  );
};
