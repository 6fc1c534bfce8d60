import Stack from '@mui/material/Stack';
import { Labeled, TextField } from 'react-admin';
import { cellStatesForm } from '../../../contract/postamate';
import { DeviceStatusLine } from '../../layout/fields/DeviceStatusField';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { CameraStatusPanel } from '../cameras/CameraStatusPanel';
import { CellsInput } from './CellsInput';
import { remoteCamera } from './PostamateEdit';

/**
 * A company's own postamate (Set B, /postamates/edit/{id}): its online state, its camera's status with
 * 'Check status', its IDs and camera address to read, and its cells, whose states the company changes
 * (registering, moving and deleting postamates is the platform's).
 */
export const CompanyPostamateEdit = () => (
  <ResourceEdit>
    <DeviceStatusLine label="resources.postamates.fields.status" />
    <CameraStatusPanel
      of={remoteCamera}
      method="checkPostamateCamera"
      label="resources.postamates.fields.cameraStatus"
    />
    <Stack direction="row" spacing={4} useFlexGap sx={{ px: 2, pt: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Labeled source="postamatId">
        <TextField source="postamatId" />
      </Labeled>
      <Labeled source="publicId">
        <TextField source="publicId" />
      </Labeled>
      <Labeled source="remoteCameraRtspAddress">
        <TextField source="remoteCameraRtspAddress" emptyText="—" />
      </Labeled>
    </Stack>
    <ResourceForm schema={cellStatesForm}>
      <CellsInput statesOnly />
    </ResourceForm>
  </ResourceEdit>
);
