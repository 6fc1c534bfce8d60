import type { DataProvider, Identifier } from 'react-admin';
import type { CameraStatusResult } from '../domain/camera';
import type { ActionCall } from './dataProvider';

/** The cameras' non-CRUD Action, spread into the dataProvider (components never call fetch). */
export interface CameraMethods {
  /** Has the server check the camera now (CheckCameraStatus): online or offline, and when. */
  checkCameraStatus(params: { id: Identifier }): Promise<{ data: CameraStatusResult }>;
}

export type CameraDataProvider = DataProvider & CameraMethods;

export const cameraMethods = (call: ActionCall): CameraMethods => ({
  checkCameraStatus: async ({ id }) => ({
    data: await call<CameraStatusResult>('CheckCameraStatus', { CameraId: id }),
  }),
});
