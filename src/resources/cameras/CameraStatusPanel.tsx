import NetworkCheck from '@mui/icons-material/NetworkCheck';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import type { CameraRecord, CameraStatusResult } from '../../../contract/camera';
import { CameraStatusField } from './CameraStatusField';
import { type CameraCheckMethod, useCheckCameraStatus } from './useCheckCameraStatus';

/** What the panel shows of the record in context: its camera's last check, and the name for the toasts. */
export type CameraOf = (
  record: RaRecord,
) => Pick<CameraRecord, 'id' | 'name' | 'status' | 'offlineReason' | 'checked'> | undefined;

const ownCamera: CameraOf = (record) => record as CameraRecord;

/**
 * The edit page's status line: the camera's status, when it was checked, and 'Check status'. The result
 * is shown in place rather than by reloading the record, which would reset what is being typed in the form.
 * A record with a camera of its own (a postamate) says which with `of` and checks it with `method`.
 */
export const CameraStatusPanel = ({
  of = ownCamera,
  method,
  label = 'resources.cameras.fields.status',
}: {
  of?: CameraOf;
  method?: CameraCheckMethod;
  /** What the line is the status of, a translation key. */
  label?: string;
}) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const camera = record ? of(record) : undefined;
  const { check, checking } = useCheckCameraStatus(method);
  const [latest, setLatest] = useState<CameraStatusResult>();
  if (!camera) return null;
  const shown = latest?.id === camera.id ? latest : camera;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ px: 2, pt: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <CameraStatusField status={shown.status} offlineReason={shown.offlineReason} checked={shown.checked} />
      <Button
        variant="outlined"
        size="small"
        disabled={checking}
        startIcon={checking ? <CircularProgress size={16} /> : <NetworkCheck />}
        onClick={async () => setLatest((await check(camera)) ?? latest)}
      >
        {translate('resources.cameras.actions.checkStatus')}
      </Button>
    </Stack>
  );
};
