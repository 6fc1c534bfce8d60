import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { type RaRecord, useGetList, useTranslate } from 'react-admin';
import { LoadErrorMessage } from '../../layout/LoadError';

/** The most rows a tab shows: a company has a handful of admins, servers or payment methods. */
export const TAB_ROWS = 100;

export interface TabColumn<Row extends RaRecord> {
  /** The column's label, a translation key. */
  label: string;
  cell: (row: Row) => ReactNode;
}

/**
 * One of the company's collections as a small table (its admins, local servers, payment methods): read
 * from the resource filtered by the company, with an add button above, a text when there is none, and
 * the rows' own buttons in the last column.
 */
export const TabTable = <Row extends RaRecord>({
  resource,
  companyId,
  columns,
  actions,
  addLabel,
  onAdd,
  empty,
}: {
  resource: string;
  companyId: string;
  columns: TabColumn<Row>[];
  actions: (row: Row) => ReactNode;
  addLabel: string;
  onAdd: () => void;
  empty: string;
}) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<Row>(resource, {
    filter: { companyId },
    pagination: { page: 1, perPage: TAB_ROWS },
  });
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <div>
        <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
          {translate(addLabel)}
        </Button>
      </div>
      {isPending && <LinearProgress />}
      {error ? <LoadErrorMessage error={error} onRetry={() => void refetch()} /> : null}
      {data?.length === 0 && <Alert severity="info">{translate(empty)}</Alert>}
      {data && data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={translate(`resources.${resource}.name`, { smart_count: 2 })}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label}>{translate(column.label)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.id}>
                  {columns.map((column) => (
                    <TableCell key={column.label}>{column.cell(row)}</TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(row)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
};
