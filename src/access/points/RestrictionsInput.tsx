import { AddItemButton, ArrayInput, SelectInput, SimpleFormIterator, TextInput, useSourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { knownRestrictionTypes, restrictionTypes } from '../../domain/access-point';

/** A restriction's key, with what a key the platform knows means under it (the key itself stays as stored). */
const RestrictionKeyInput = () => {
  const translate = useTranslate();
  const key = useWatch({ name: useSourceContext().getSource('key') }) as string | undefined;
  const meaning = key && key in knownRestrictionTypes ? translate(`points.restrictionKey.${key}`) : false;
  return <TextInput source="key" label="points.fields.keyUsage.restrictions.key" helperText={meaning} sx={{ width: 280, '& .MuiFormHelperText-root': { whiteSpace: 'nowrap' } }} />;
};

/**
 * keyUsage.restrictions (spec sections 3 and 9): a list of key, value and type, starting from the
 * platform's defaults on a new point. Values are text, as the platform stores them ('True', '60000').
 */
export const RestrictionsInput = () => {
  const translate = useTranslate();
  const types = restrictionTypes.map((type) => ({ id: type, name: translate(`points.restrictionType.${type}`) }));
  return (
    <ArrayInput source="keyUsage.restrictions" label="points.fields.keyUsage.restrictions.title">
      <SimpleFormIterator inline disableReordering addButton={<AddItemButton label="points.actions.addRestriction" />}>
        <RestrictionKeyInput />
        <TextInput source="value" label="points.fields.keyUsage.restrictions.value" sx={{ width: 140 }} />
        <SelectInput source="type" label="points.fields.keyUsage.restrictions.type" choices={types} sx={{ width: 220 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
