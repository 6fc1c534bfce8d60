import type { CameraRecord } from '../../../contract/camera';
import type { ExportColumns } from '../../layout/lists/ExportCsvButton';

/** The columns of the cameras CSV: what an inventory needs, and never anything about the password. */
export const toExportRow: ExportColumns = (record, translate) => {
  const camera = record as CameraRecord;
  return {
    name: camera.name,
    link: camera.link,
    login: camera.login ?? '',
    status: translate(`resources.cameras.status.${camera.status ?? 'unchecked'}`),
    offlineReason: camera.offlineReason ? translate(`resources.cameras.offlineReasons.${camera.offlineReason}`) : '',
    checked: camera.checked ?? '',
    serviceCompany: camera.serviceCompany,
    uuid: camera.uuid,
    created: camera.created,
  };
};
