import type { ResourceName } from '../../dataProvider/resourceNames';
import { useGetList } from '../../dataProvider/typedHooks';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { LoadErrorMessage } from '../../layout/LoadError';

/** The most rows such a table shows: a company has a handful of SIP servers or payment methods. */
const MAX_ROWS = 100;

export interface CompanyColumn<Row extends RaRecord> {
  /** The column's label, a translation key. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Left out on a phone, where the row would otherwise scroll sideways. */
  wideOnly?: boolean;
}

const widthOf = (column: { wideOnly?: boolean }) =>
  column.wideOnly ? { display: { xs: 'none', md: 'table-cell' } } : undefined;

/**
 * A small collection of the company's (its SIP servers, its payment methods) as a table on its page:
 * the resource's records filtered by the company, a text when there are none, each row's own buttons
 * in the last column.
 */
export const CompanyTable = <Row extends RaRecord>({
  resource,
  companyId,
  columns,
  actions,
  empty,
}: {
  resource: ResourceName;
  companyId: string;
  columns: CompanyColumn<Row>[];
  actions: (row: Row) => ReactNode;
  empty: string;
}) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<Row>(resource, {
    filter: { companyId },
    pagination: { page: 1, perPage: MAX_ROWS },
  });
  if (isPending) return <LinearProgress />;
  if (error) return <LoadErrorMessage error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <Alert severity="info">{translate(empty)}</Alert>;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(`resources.${resource}.name`, { smart_count: 2 })}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} sx={widthOf(column)}>
                {translate(column.label)}
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.label} sx={widthOf(column)}>
                  {column.cell(row)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {actions(row)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
