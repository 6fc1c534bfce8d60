import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AddItemButton, ArrayInput, BooleanInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { abonentForm } from '../../../contract/abonent';
import { FormIterator } from '../../layout/forms/FormIterator';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { ReferenceMultiSelectInput } from '../../layout/inputs/ReferenceMultiSelectInput';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';
import { PhoneInput } from '../../layout/inputs/PhoneInput';
import { RowTextInput } from '../../layout/inputs/RowTextInput';
import { useFocusFirstField } from '../../layout/forms/firstField';

/** Inputs side by side on a wide screen, one under another on a narrow one. */
const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%', mt: 1 }}>
    {children}
  </Stack>
);

const SectionTitle = ({ children }: { children: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
      {translate(children)}
    </Typography>
  );
};

/**
 * The abonent's own fields. Keys, card and BLE tag IDs and intercoms have their own
 * sections on the edit page, each saved on its own.
 */
export const AbonentForm = () => (
  <ResourceForm schema={abonentForm}>
    <TextInput source="name" isRequired fullWidth autoFocus={useFocusFirstField()} />
    <PhoneInput source="phoneNumber" isRequired fullWidth />
    <Row>
      <TextInput source="building" fullWidth />
      <TextInput source="room" fullWidth />
    </Row>
    <ReferenceSelectInput source="addressId" reference="addresses" optionText="value" currentText="address" />
    <Row>
      <NumberInput source="floor" fullWidth />
      <NumberInput source="lowerFloor" fullWidth />
      <TextInput source="allowedFloors" fullWidth helperText="resources.abonents.helpers.allowedFloors" />
    </Row>
    <TextInput source="digitalKeyId" fullWidth />
    <SectionTitle>resources.abonents.fields.accessTimeInterval.title</SectionTitle>
    <Row>
      <TextInput
        source="accessTimeInterval.start"
        type="time"
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
        helperText="resources.abonents.helpers.accessTimeInterval"
      />
      <TextInput source="accessTimeInterval.end" type="time" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
    </Row>
    <Row>
      <BooleanInput source="administrator" helperText="resources.abonents.helpers.administrator" />
      <BooleanInput source="openOnCall" />
    </Row>
    {/* A title of its own: ArrayInput's label turns red as soon as a row is added (its error, dirty). */}
    <SectionTitle>resources.abonents.fields.cars.title</SectionTitle>
    <ArrayInput source="cars" label={false}>
      <FormIterator
        inline
        disableReordering
        disableClear
        addButton={<AddItemButton label="resources.abonents.actions.addCar" />}
      >
        <RowTextInput source="model" />
        <RowTextInput source="number" />
      </FormIterator>
    </ArrayInput>
    <ReferenceSelectInput source="accessZoneId" reference="access_zones" optionText="name" currentText="accessZone" />
    <ReferenceSelectInput source="tariffId" reference="tariffs" optionText="displayName" currentText="tariff" />
    <ReferenceMultiSelectInput source="cameraIds" reference="cameras" optionText="name" current="cameras" />
    <ReferenceMultiSelectInput
      source="sipDeviceIds"
      reference="sip_devices"
      optionText="sipDeviceName"
      current="sipDevices"
    />
    <TextInput source="comment" multiline minRows={2} fullWidth />
  </ResourceForm>
);
