import { useNotify, useRedirect, useRefresh } from 'react-admin';
import type { CameraRecord } from '../../../contract/camera';
import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { CameraForm } from './CameraForm';
import { useCheckCameraStatus } from './useCheckCameraStatus';

/**
 * The new camera page. Once the camera is saved ('Camera saved', back to the list), its status is checked
 * straight away: the save does not wait for the check, whose result comes as its own toast and in the
 * camera's row when the list reloads.
 */
export const CameraCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const { check } = useCheckCameraStatus();
  return (
    <ResourceCreate
      mutationOptions={{
        onSuccess: (camera: Pick<CameraRecord, 'id' | 'name'>) => {
          notify('resources.cameras.notifications.created', { type: 'success' });
          redirect('list', 'cameras');
          void check(camera).then((result) => {
            if (result) refresh();
          });
        },
      }}
    >
      <CameraForm />
    </ResourceCreate>
  );
};
