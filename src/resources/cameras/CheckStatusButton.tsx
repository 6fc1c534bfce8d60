import NetworkCheck from '@mui/icons-material/NetworkCheck';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { CameraRecord } from '../../../contract/camera';
import { useCheckCameraStatus } from './useCheckCameraStatus';

/** 'Check status' in a camera's row: checks it now, then reloads the list to show the result. */
export const CheckStatusButton = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const camera = useRecordContext<CameraRecord>();
  const { check, checking } = useCheckCameraStatus();
  if (!camera) return null;
  return (
    <Button
      size="small"
      disabled={checking}
      startIcon={checking ? <CircularProgress size={16} /> : <NetworkCheck />}
      onClick={async (event) => {
        // The row itself opens the edit page.
        event.stopPropagation();
        if (await check(camera)) refresh();
      }}
    >
      {translate('resources.cameras.actions.checkStatus')}
    </Button>
  );
};
