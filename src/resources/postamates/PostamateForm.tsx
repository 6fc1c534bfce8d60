import { TextInput } from 'react-admin';
import { postamateForm } from '../../../contract/postamate';
import { Row } from '../../layout/forms/FormLayout';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { CompanyInput } from '../locks/CompanyInput';
import { CellsInput } from './CellsInput';
import { useFocusFirstField } from '../../layout/forms/firstField';

/** The postamate form (Postamate): its IDs, company, remote camera and the cells grid. */
export const PostamateForm = () => (
  <ResourceForm schema={postamateForm}>
    <Row>
      <TextInput source="postamatId" isRequired fullWidth autoFocus={useFocusFirstField()} />
      <TextInput source="publicId" isRequired fullWidth />
    </Row>
    <CompanyInput required />
    <TextInput source="remoteCameraRtspAddress" fullWidth helperText="resources.postamates.help.rtsp" />
    <CellsInput />
  </ResourceForm>
);
