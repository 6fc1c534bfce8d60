import { DateInput, TextInput, useRecordContext } from 'react-admin';
import { type ControllerRecord, controllerForm } from '../../../contract/controller';
import { Row } from '../../layout/forms/FormLayout';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { PhoneInput } from '../../layout/inputs/PhoneInput';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';
import { useFocusFirstField } from '../../layout/forms/firstField';

/**
 * The backside: another controller of the company, found by secure ID or location. An existing
 * controller is offered only the ones that would not make a loop (the server's `BacksideFor`), never
 * itself; the server checks again on save.
 */
const BacksideInput = () => {
  const controller = useRecordContext<ControllerRecord>();
  return (
    <ReferenceSelectInput
      source="backsideControllerId"
      reference="controllers"
      optionText="secureId"
      currentText="backsideSecureId"
      optionDetail={(option) => String(option.installationLocation ?? '')}
      filter={controller?.id ? { backsideFor: controller.id } : undefined}
    />
  );
};

/** The controller form: secure ID, location, phone, installation date, comment, backside. */
export const ControllerForm = () => (
  <ResourceForm schema={controllerForm}>
    <Row>
      <TextInput
        source="secureId"
        isRequired
        fullWidth
        autoFocus={useFocusFirstField()}
        autoComplete="off"
        helperText="resources.controllers.help.secureId"
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace' }, spellCheck: false } }}
      />
      <DateInput source="installationDate" fullWidth />
    </Row>
    <TextInput source="installationLocation" isRequired fullWidth />
    <PhoneInput source="controllerPhoneNumber" fullWidth />
    <BacksideInput />
    <TextInput source="comment" multiline minRows={2} fullWidth />
  </ResourceForm>
);
