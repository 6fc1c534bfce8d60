import Delete from '@mui/icons-material/Delete';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BooleanInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { knownRestrictionTypes, type RestrictionType, restrictionTypes } from '../../../contract/access-point';

const SOURCE = 'keyUsage.restrictions';

/** The stored text of a yes/no restriction ('True', 'False') as a switch, and back. */
const formatFlag = (value: unknown) => value === 'True';
const parseFlag = (checked: unknown) => (checked ? 'True' : 'False');
/** The stored digits of a number restriction as a number input's value, and back (digits again). */
const formatNumber = (value: unknown) =>
  typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value === '' ? null : value;
const parseNumber = (value: unknown) => (value === null || value === undefined || value === '' ? '' : String(value));

/** The value input that fits a restriction's type: a switch, a number of milliseconds, a whole number. */
const ValueInput = ({ index, type, name }: { index: number; type: RestrictionType; name: string }) => {
  const translate = useTranslate();
  const source = `${SOURCE}.${index}.value`;
  if (type === 'boolean') {
    return (
      <BooleanInput
        source={source}
        label={false}
        format={formatFlag}
        parse={parseFlag}
        helperText={false}
        options={{ slotProps: { input: { 'aria-label': name } } }}
      />
    );
  }
  return (
    <NumberInput
      source={source}
      label={false}
      format={formatNumber}
      parse={parseNumber}
      min={0}
      step={type === 'timeSpan' ? 500 : 1}
      size="small"
      sx={{ width: 180, my: 0 }}
      slotProps={{
        htmlInput: { 'aria-label': name },
        input:
          type === 'timeSpan'
            ? { endAdornment: <InputAdornment position="end">{translate('points.units.ms')}</InputAdornment> }
            : undefined,
      }}
    />
  );
};

/**
 * One restriction: a known one by its translated name only (its key, `AutoOpenEnabled`, is the device's
 * word, not a person's) with the input of its type; another as typed.
 */
const RestrictionRow = ({ index, onRemove }: { index: number; onRemove?: () => void }) => {
  const translate = useTranslate();
  const key = (useWatch({ name: `${SOURCE}.${index}.key` }) as string | undefined) ?? '';
  const chosenType = useWatch({ name: `${SOURCE}.${index}.type` }) as RestrictionType | undefined;
  const known = Object.hasOwn(knownRestrictionTypes, key) ? knownRestrictionTypes[key] : undefined;
  const types = restrictionTypes.map((type) => ({ id: type, name: translate(`points.restrictionType.${type}`) }));
  const name = known
    ? translate(`points.restrictionKey.${key}`)
    : key || translate('points.fields.keyUsage.restrictions.key');
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {known ? (
          <Typography variant="body2">{name}</Typography>
        ) : (
          <TextInput
            source={`${SOURCE}.${index}.key`}
            label="points.fields.keyUsage.restrictions.key"
            size="small"
            sx={{ my: 0 }}
          />
        )}
      </TableCell>
      <TableCell>
        {known || chosenType === 'boolean' ? (
          <ValueInput index={index} type={known ?? 'boolean'} name={name} />
        ) : (
          <TextInput
            source={`${SOURCE}.${index}.value`}
            label="points.fields.keyUsage.restrictions.value"
            size="small"
            sx={{ width: 180, my: 0 }}
          />
        )}
      </TableCell>
      <TableCell>
        {known ? (
          translate(`points.restrictionType.${known}`)
        ) : (
          <SelectInput
            source={`${SOURCE}.${index}.type`}
            label="points.fields.keyUsage.restrictions.type"
            choices={types}
            size="small"
            sx={{ my: 0 }}
          />
        )}
      </TableCell>
      <TableCell padding="checkbox">
        {onRemove && (
          <IconButton
            aria-label={translate('points.actions.removeRestriction', { name })}
            onClick={onRemove}
            size="small"
          >
            <Delete fontSize="small" />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
};

/**
 * keyUsage.restrictions as a table: each restriction the platform knows by its
 * translated name, with the input its type needs (a switch, milliseconds, a whole number); others by
 * their key, value and type as typed. The stored values stay the platform's text ('True', '60000').
 * A read-only form (a role that may not change the point) adds and removes none.
 */
export const RestrictionsInput = () => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: SOURCE });
  const { disabled } = useFormState();
  return (
    <>
      <Table size="small" aria-label={translate('points.fields.keyUsage.restrictions.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('points.fields.keyUsage.restrictions.name')}</TableCell>
            <TableCell>{translate('points.fields.keyUsage.restrictions.value')}</TableCell>
            <TableCell>{translate('points.fields.keyUsage.restrictions.type')}</TableCell>
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field, index) => (
            <RestrictionRow key={field.id} index={index} onRemove={disabled ? undefined : () => remove(index)} />
          ))}
        </TableBody>
      </Table>
      {!disabled && (
        <Button
          startIcon={<Add />}
          onClick={() => append({ key: '', value: '', type: 'int' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('points.actions.addRestriction')}
        </Button>
      )}
    </>
  );
};
