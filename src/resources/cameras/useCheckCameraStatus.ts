import { useState } from 'react';
import { type Identifier, useNotify } from 'react-admin';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import type { CameraStatusResult } from '../../domain/camera';
import { useNotifyFailure } from '../../layout/failureMessage';

/**
 * Runs CheckCameraStatus through the dataProvider: a green toast when the camera answered, a red one
 * when it did not or the check failed. Resolves with the result (undefined on failure).
 */
export const useCheckCameraStatus = () => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [checking, setChecking] = useState(false);

  const check = async (camera: { id: Identifier; name: string }): Promise<CameraStatusResult | undefined> => {
    setChecking(true);
    try {
      const { data } = await dataProvider.checkCameraStatus({ id: camera.id });
      notify(`resources.cameras.notifications.${data.status}`, {
        type: data.status === 'online' ? 'success' : 'error',
        messageArgs: { name: camera.name },
      });
      return data;
    } catch (error) {
      notifyFailure(error);
      return undefined;
    } finally {
      setChecking(false);
    }
  };
  return { check, checking };
};
