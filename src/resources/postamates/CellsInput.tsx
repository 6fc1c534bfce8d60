import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NumberInput, SelectInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { cellSizes, cellStates, MAX_CELLS, type PostamateCell } from '../../../contract/postamate';

/** A cell's inputs sit in the grid: no label of their own (the column's header names them). */
const inGrid = { label: false, helperText: false, margin: 'none', size: 'small', fullWidth: true } as const;

/** A select without a label of its own, named by its column for assistive technology. */
const named = (name: string) => ({ slotProps: { select: { SelectDisplayProps: { 'aria-label': name } } } });

/**
 * The postamate's cells as an editable grid (number, size, state), saved with the postamate: a new
 * row takes the next free number, a free medium cell; each number once (the schema says which clash).
 * `statesOnly` (a company's own postamate): the numbers and sizes are shown, only the states change.
 * In a read-only form (a role that may not change the postamate) no cell is added or removed.
 */
export const CellsInput = ({ statesOnly: onlyStates = false }: { statesOnly?: boolean }) => {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const { disabled } = useFormState();
  // Adding and removing cells: not for a company's own postamate, nor in a read-only form.
  const statesOnly = onlyStates || disabled;
  const { fields, append, remove } = useFieldArray({ name: 'cells' });
  const sizes = cellSizes.map((size) => ({ id: size, name: size }));
  const states = cellStates.map((state) => ({
    id: state,
    name: translate(`resources.postamates.cellStates.${state}`),
  }));
  const header = (field: string) => translate(`resources.postamates.fields.${field}`);
  const addCell = () => {
    const cells = (getValues('cells') ?? []) as Partial<PostamateCell>[];
    const next = cells.reduce((max, cell) => Math.max(max, Number(cell.number) || 0), 0) + 1;
    append({ number: next, size: 'M', state: 'free' });
  };
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        {header('cells')}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.postamates.cells.none')}
        </Typography>
      ) : (
        <Table size="small" aria-label={header('cells')} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 140 }}>{header('number')}</TableCell>
              <TableCell sx={{ width: 120 }}>{header('size')}</TableCell>
              <TableCell>{header('state')}</TableCell>
              {!statesOnly && <TableCell sx={{ width: 48 }} />}
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => (
              <TableRow key={field.id}>
                <TableCell>
                  {statesOnly ? (
                    getValues(`cells.${index}.number`)
                  ) : (
                    <NumberInput
                      source={`cells.${index}.number`}
                      min={1}
                      {...inGrid}
                      slotProps={{ htmlInput: { 'aria-label': header('number') } }}
                    />
                  )}
                </TableCell>
                <TableCell>
                  {statesOnly ? (
                    getValues(`cells.${index}.size`)
                  ) : (
                    <SelectInput
                      source={`cells.${index}.size`}
                      choices={sizes}
                      {...inGrid}
                      {...named(header('size'))}
                    />
                  )}
                </TableCell>
                <TableCell>
                  <SelectInput
                    source={`cells.${index}.state`}
                    choices={states}
                    {...inGrid}
                    {...named(header('state'))}
                  />
                </TableCell>
                {!statesOnly && (
                  <TableCell>
                    <IconButton
                      onClick={() => remove(index)}
                      aria-label={translate('resources.postamates.cells.remove', {
                        number: getValues(`cells.${index}.number`) ?? '',
                      })}
                    >
                      <Delete fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {!statesOnly && (
        <Button
          startIcon={<Add />}
          onClick={addCell}
          disabled={fields.length >= MAX_CELLS}
          sx={{ alignSelf: 'flex-start', mt: 1 }}
        >
          {translate('resources.postamates.cells.add')}
        </Button>
      )}
    </>
  );
};
