import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { DateTimeInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { accessRightForm, accessRightTypes } from '../../../contract/access-right';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { toInstant } from '../../layout/inputs/instant';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';
import { PhoneInput } from '../../layout/inputs/PhoneInput';
import { ImpactPreview } from './ImpactPreview';

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
    {children}
  </Stack>
);

/** The car's fields, shown for a vehicle right (and whenever a car number is already there). */
const CarInputs = () => {
  const type = useWatch({ name: 'type' });
  const carNumber = useWatch({ name: 'carNumber' });
  if (type !== 'vehicle' && !carNumber) return null;
  return (
    <Row>
      <TextInput
        source="carNumber"
        fullWidth
        isRequired={type === 'vehicle'}
        helperText="resources.access_rights.helpers.carNumber"
      />
      <TextInput source="carModel" fullWidth />
    </Row>
  );
};

/**
 * The access right form: who (name, phone, owner, address), what kind, where (a point, or a perimeter
 * or object with the impact preview), for how long, and the car.
 */
export const AccessRightForm = () => {
  const translate = useTranslate();
  const types = accessRightTypes.map((type) => ({
    id: type,
    name: translate(`resources.access_rights.types.${type}`),
  }));
  return (
    <ResourceForm schema={accessRightForm}>
      <Row>
        <TextInput source="name" isRequired fullWidth />
        <PhoneInput source="phone" />
      </Row>
      <SelectInput source="type" choices={types} isRequired fullWidth />
      <ReferenceSelectInput
        source="targetId"
        reference="access_targets"
        optionText="name"
        currentText="target"
        required
        optionDetail={(record) => translate(`resources.access_rights.targetKinds.${record.kind}`)}
      />
      <ImpactPreview />
      <Row>
        <DateTimeInput source="activeFrom" parse={toInstant} fullWidth />
        <DateTimeInput source="activeTo" parse={toInstant} fullWidth />
      </Row>
      <CarInputs />
      <ReferenceSelectInput source="ownerId" reference="abonents" optionText="name" currentText="owner" />
      <ReferenceSelectInput source="addressId" reference="addresses" optionText="value" currentText="address" />
    </ResourceForm>
  );
};
