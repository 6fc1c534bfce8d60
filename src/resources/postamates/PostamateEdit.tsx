import type { PostamateRecord } from '../../../contract/postamate';
import { DeviceStatusLine } from '../../layout/fields/DeviceStatusField';
import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { type CameraOf, CameraStatusPanel } from '../cameras/CameraStatusPanel';
import { PostamateForm } from './PostamateForm';

/** The postamate's remote camera, as the camera status panel shows a camera; none without an address. */
export const remoteCamera: CameraOf = (record) => {
  const postamate = record as PostamateRecord;
  return postamate.remoteCameraRtspAddress
    ? {
        id: postamate.id,
        name: postamate.postamatId,
        status: postamate.cameraStatus,
        offlineReason: postamate.cameraOfflineReason,
        checked: postamate.cameraChecked,
      }
    : undefined;
};

/** A postamate's edit page: its online state, its camera's status with 'Check status', the form, delete. */
export const PostamateEdit = () => (
  <ResourceEdit actions={<DeleteRecordButton />}>
    <DeviceStatusLine label="resources.postamates.fields.status" />
    <CameraStatusPanel
      of={remoteCamera}
      method="checkPostamateCamera"
      label="resources.postamates.fields.cameraStatus"
    />
    <PostamateForm />
  </ResourceEdit>
);
