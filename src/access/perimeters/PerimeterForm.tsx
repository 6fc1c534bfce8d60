import { useMemo } from 'react';
import { BooleanInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { perimeterForm } from '../../../contract/access-perimeter';
import { ALL_ZERO_ID } from '../../../contract/fields';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { useAccessTree } from '../accessTreeData';
import { objectChoices, perimeterChoices } from '../nodeChoices';
import { useFocusFirstField } from '../../layout/forms/firstField';

/** The access object, and the parent within it: another perimeter or directly under the object. */
const PlacementInputs = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { setValue } = useFormContext();
  // The record's object from the first render on: before the form holds its values, the parent's choices
  // would lack the record's parent (MUI warns of a value out of range).
  const accessObjectId = useWatch({ name: 'accessObjectId', defaultValue: record?.accessObjectId }) as
    string | undefined;
  const { data: nodes = [] } = useAccessTree();
  const objects = useMemo(() => objectChoices(nodes), [nodes]);
  const parents = useMemo(
    () => [
      { id: ALL_ZERO_ID, name: translate('objects.perimeters.rootParent') },
      ...(accessObjectId
        ? perimeterChoices(nodes, { accessObjectId, excludeId: record?.id as string | undefined })
        : []),
    ],
    [nodes, accessObjectId, record?.id, translate],
  );
  return (
    <>
      <SelectInput
        source="accessObjectId"
        choices={objects}
        isRequired
        fullWidth
        onChange={() => setValue('parentId', ALL_ZERO_ID, { shouldDirty: true, shouldValidate: true })}
      />
      <SelectInput source="parentId" choices={parents} isRequired fullWidth />
    </>
  );
};

/** The perimeter form. Every abonent sees the change. */
export const PerimeterForm = () => (
  <ResourceForm schema={perimeterForm} warnAbonents={{ kind: 'perimeter', except: ['description'] }}>
    <TextInput source="displayName" isRequired fullWidth autoFocus={useFocusFirstField()} />
    <PlacementInputs />
    <TextInput source="description" fullWidth multiline minRows={2} />
    <BooleanInput source="restrictPassPermanentKeys" />
    <BooleanInput source="restrictPassTemporaryKeys" />
  </ResourceForm>
);
