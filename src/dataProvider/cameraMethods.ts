import type { Identifier } from 'react-admin';
import type { ActionCall } from './actionCall';

/** The cameras' non-CRUD Action, spread into the dataProvider (components never call fetch). */
export const cameraMethods = (call: ActionCall) => ({
  /** Has the server check the camera now (CheckCameraStatus): online or offline, and when. */
  checkCameraStatus: async ({ id }: { id: Identifier }) => ({
    data: await call('CheckCameraStatus', { CameraId: String(id) }),
  }),
});
