import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { restrictionTypes } from '../../domain/access';

/**
 * keyUsage.restrictions (spec sections 3 and 9): a list of key, value and type, starting from the
 * platform's defaults on a new point. Values are text, as the platform stores them ('True', '60000').
 */
export const RestrictionsInput = () => {
  const translate = useTranslate();
  const types = restrictionTypes.map((type) => ({ id: type, name: translate(`points.restrictionType.${type}`) }));
  return (
    <ArrayInput source="keyUsage.restrictions" label="points.fields.keyUsage.restrictions.title">
      <SimpleFormIterator inline disableReordering>
        <TextInput source="key" label="points.fields.keyUsage.restrictions.key" sx={{ minWidth: 220 }} />
        <TextInput source="value" label="points.fields.keyUsage.restrictions.value" />
        <SelectInput source="type" label="points.fields.keyUsage.restrictions.type" choices={types} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
