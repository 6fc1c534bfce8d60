import { TextInput } from 'react-admin';
import { sipServerForm } from '../../../contract/sip';
import { Row } from '../../layout/forms/FormLayout';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { CompanyInput } from '../locks/CompanyInput';
import { useFocusFirstField } from '../../layout/forms/firstField';

/** A SIP server: its company, name, host and description. */
export const SipServerForm = () => (
  <ResourceForm schema={sipServerForm}>
    <CompanyInput required />
    <Row>
      <TextInput source="name" isRequired fullWidth autoFocus={useFocusFirstField()} />
      <TextInput
        source="host"
        isRequired
        fullWidth
        helperText="resources.sip_servers.help.host"
        sx={{ '& input': { fontFamily: 'monospace' } }}
      />
    </Row>
    <TextInput source="description" multiline minRows={2} fullWidth />
  </ResourceForm>
);
