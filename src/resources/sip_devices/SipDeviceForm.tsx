import { SelectInput, TextInput } from 'react-admin';
import { SIP_OPEN_METHODS, sipDeviceForm } from '../../domain/sip';
import { DROPDOWN_LIST_MAX_HEIGHT } from '../../layout/DropdownSelector';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';
import { ConfigurationInput } from './ConfigurationInput';
import { SipDeviceFacts } from './SipDeviceFacts';

/** What a new device's configuration starts from: the required SIP account, to be filled in. */
export const NEW_DEVICE_CONFIGURATION = `# [group] headers, key = value lines, # comments
[sip]
username =
password =
transport = udp
`;

export const openMethodChoices = SIP_OPEN_METHODS.map((method) => ({
  id: method,
  name: `resources.sip_devices.openMethods.${method}`,
}));

/** The option list of a selector never grows past the spec's height. */
export const listboxSlot = { listbox: { style: { maxHeight: DROPDOWN_LIST_MAX_HEIGHT } } };

/**
 * The SIP device form: name, the company's SIP server and address (searched on the server), how the
 * door opens, the DTMF command, a description and the configuration, all checked by the domain schema
 * (the configuration by its key schema, so Save stays disabled while the editor shows an error).
 */
export const SipDeviceForm = () => (
  <ResourceForm schema={sipDeviceForm}>
    <SipDeviceFacts />
    <TextInput source="name" isRequired fullWidth autoFocus />
    <ReferenceSelectInput source="serverId" reference="sip_servers" optionText="name" currentText="server" required />
    <ReferenceSelectInput source="addressId" reference="addresses" optionText="value" currentText="address" />
    <SelectInput source="openMethod" choices={openMethodChoices} defaultValue="dtmf" isRequired fullWidth />
    <TextInput source="dtmfOpenCommand" helperText="resources.sip_devices.helpers.dtmfOpenCommand" fullWidth />
    <TextInput source="description" multiline minRows={2} fullWidth />
    <ConfigurationInput source="configuration" defaultValue={NEW_DEVICE_CONFIGURATION} />
  </ResourceForm>
);
