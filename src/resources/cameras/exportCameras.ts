import { defaultExporter, type Exporter } from 'react-admin';
import type { CameraRecord } from '../../domain/camera';

/** The columns of the cameras CSV: what an inventory needs, and never anything about the password. */
export const toExportRow = (camera: CameraRecord) => ({
  name: camera.name,
  link: camera.link,
  login: camera.login ?? '',
  status: camera.status ?? '',
  checked: camera.checked ?? '',
  serviceCompany: camera.serviceCompany,
  uuid: camera.uuid,
  created: camera.created,
});

export const exportCameras: Exporter<CameraRecord> = (cameras, ...rest) =>
  defaultExporter(cameras.map(toExportRow), ...rest);
