import { useEffect } from 'react';
import { SelectInput, TextInput, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useArea } from '../../areas/AreaContext';
import { dtmfMismatch, SIP_OPEN_METHODS, type SipDeviceRecord, sipDeviceForm } from '../../../contract/sip';
import { DROPDOWN_LIST_MAX_HEIGHT } from '../../layout/DropdownSelector';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';
import { ConfigurationInput } from './ConfigurationInput';
import { NoSipServers } from './NoSipServers';
import { SipDeviceFacts } from './SipDeviceFacts';
import { useFocusFirstField } from '../../layout/forms/firstField';

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
 * The DTMF command and the configuration's dtmf_code may not differ (the domain's rule, which the form's
 * schema applies on the command field). The contradiction may come from the configuration, and a change
 * re-validates only the field changed: so the command field is validated again whenever whether and how
 * they differ changes, and counts as touched (a field shows its error only once touched) as soon as they
 * differ, saying why Save is disabled.
 */
const DtmfAgreement = () => {
  const { getFieldState, getValues, setValue, trigger } = useFormContext();
  const [command, configuration] = useWatch({ name: ['dtmfOpenCommand', 'configuration'] }) as [
    string | null,
    string | null | undefined,
  ];
  const mismatch = dtmfMismatch(command, configuration);
  const differs = mismatch ? `${mismatch.code} ${mismatch.line}` : '';
  useEffect(() => {
    if (differs) setValue('dtmfOpenCommand', getValues('dtmfOpenCommand'), { shouldTouch: true, shouldValidate: true });
    else if (getFieldState('dtmfOpenCommand').error) void trigger('dtmfOpenCommand');
  }, [differs, getFieldState, getValues, setValue, trigger]);
  return null;
};

/**
 * Which servers and addresses the selectors offer: in the company area the company's own (the server
 * knows whose); on the platform's page of a device, those of the device's company.
 */
const useDeviceCompanyFilter = () => {
  const area = useArea();
  const device = useRecordContext<SipDeviceRecord>();
  return area === 'platform' && device ? { companyId: device.companyId } : undefined;
};

/**
 * The SIP device form: name, the company's SIP server and address (searched on the server), how the
 * door opens, the DTMF command, a description and the configuration, all checked by the domain schema
 * (the configuration by its key schema, so Save stays disabled while the editor shows an error; the DTMF
 * command against the configuration's dtmf_code).
 */
export const SipDeviceForm = () => {
  const companyFilter = useDeviceCompanyFilter();
  return (
    <ResourceForm schema={sipDeviceForm}>
      <SipDeviceFacts />
      <NoSipServers />
      <TextInput source="name" isRequired fullWidth autoFocus={useFocusFirstField()} />
      <ReferenceSelectInput
        source="serverId"
        reference="sip_servers"
        optionText="name"
        currentText="server"
        filter={companyFilter}
        required
      />
      <ReferenceSelectInput
        source="addressId"
        reference="addresses"
        optionText="value"
        currentText="address"
        filter={companyFilter}
      />
      <SelectInput source="openMethod" choices={openMethodChoices} defaultValue="dtmf" isRequired fullWidth />
      <TextInput source="dtmfOpenCommand" helperText="resources.sip_devices.helpers.dtmfOpenCommand" fullWidth />
      <DtmfAgreement />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <ConfigurationInput source="configuration" defaultValue={NEW_DEVICE_CONFIGURATION} />
    </ResourceForm>
  );
};
