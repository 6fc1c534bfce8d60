import { useState } from 'react';
import { type Identifier, useNotify, useTranslate } from 'react-admin';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import type { CameraStatusResult } from '../../../contract/camera';
import { useNotifyFailure } from '../../layout/failureMessage';

/** The dataProvider methods that check a camera: a company's camera, a postamate's remote camera. */
export type CameraCheckMethod = 'checkCameraStatus' | 'checkPostamateCamera';

/**
 * Runs a camera status check through the dataProvider (CheckCameraStatus, or `method`): a green toast
 * when the camera answered, a red one saying why when it did not, or the reason the check failed.
 * Resolves with the result (undefined on failure).
 */
export const useCheckCameraStatus = (method: CameraCheckMethod = 'checkCameraStatus') => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const [checking, setChecking] = useState(false);

  const check = async (camera: { id: Identifier; name: string }): Promise<CameraStatusResult | undefined> => {
    setChecking(true);
    try {
      const { data } = await dataProvider[method]({ id: camera.id });
      if (data.status === 'online') {
        notify('resources.cameras.notifications.online', { type: 'success', messageArgs: { name: camera.name } });
      } else if (data.offlineReason) {
        notify('resources.cameras.notifications.offlineBecause', {
          type: 'error',
          messageArgs: {
            name: camera.name,
            reason: translate(`resources.cameras.offlineReasons.${data.offlineReason}`),
          },
        });
      } else {
        notify('resources.cameras.notifications.offline', { type: 'error', messageArgs: { name: camera.name } });
      }
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
