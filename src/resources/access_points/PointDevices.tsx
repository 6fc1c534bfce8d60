import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { ServingDevice } from '../../../contract/device-doors';

/**
 * The devices that serve an access point, each a chip that names it ('Controller 4C1A…', 'Local server
 * Main'); 'No device', in the warning colour, when none does: its credentials then reach no door.
 */
export const PointDevices = ({ devices }: { devices: ServingDevice[] }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {devices.length === 0 ? (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={translate('resources.access_points.devices.none')}
          title={translate('resources.access_points.devices.noneHelp')}
        />
      ) : (
        devices.map((device) => (
          <Chip
            key={device.id}
            size="small"
            variant="outlined"
            label={translate(`resources.access_points.devices.${device.kind}`, { name: device.name })}
          />
        ))
      )}
    </Stack>
  );
};
