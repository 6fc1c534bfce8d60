import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useMayCall } from '../../../session/permissions';

/** The id of the point form's camera selector, which the link takes the person to. */
export const CAMERA_INPUT_ID = 'point-camera';

/**
 * The timeline's word that the door has no camera, so no camera status can show; a role that may edit
 * the point is taken to the form's camera selector, above on the same page.
 */
export const NoCamera = () => {
  const translate = useTranslate();
  const mayCall = useMayCall();
  const chooseCamera = () => {
    const input = document.getElementById(CAMERA_INPUT_ID);
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  };
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('points.timeline.camera.none')}
      {mayCall('EditAccessPoint') && (
        <>
          {' · '}
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={chooseCamera}
            sx={{ verticalAlign: 'baseline' }}
          >
            {translate('points.timeline.camera.choose')}
          </Link>
        </>
      )}
    </Typography>
  );
};
