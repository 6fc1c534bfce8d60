import type { ResourceName } from '../../dataProvider/resourceNames';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import Download from '@mui/icons-material/GetApp';
import { useState } from 'react';
import {
  Button,
  downloadCSV,
  type RaRecord,
  type TranslateFunction,
  useListContext,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { MAX_LIST_LIMIT } from '../../../contract/wire';
import { useNotifyFailure } from '../failureMessage';
import { toCsv } from '../../../contract/csv';

/** The most rows one export takes: beyond it the person is told to narrow the search. */
export const EXPORT_MAX_ROWS = 10_000;

/** One record as an export row: its columns, keyed by field name (headed by the field's label). */
export type ExportColumns<Record extends RaRecord = RaRecord> = (
  record: Record,
  translate: TranslateFunction,
) => { [column: string]: unknown };

/** Without columns of its own, a resource exports its records' plain values; lists are joined. */
const plainColumns: ExportColumns = (record) =>
  Object.fromEntries(
    Object.entries(record)
      .filter(([, value]) => value === null || typeof value !== 'object' || Array.isArray(value))
      .map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : value]),
  );

/** A column's header: its field's label, or the title of a field with parts (e.g. cars). */
const headerOf = (translate: TranslateFunction, resource: string, column: string) => {
  const key = `resources.${resource}.fields.${column}`;
  return translate(key, { _: translate(`${key}.title`, { _: column }) });
};

/**
 * Exports the list as searched, filtered and sorted on screen as CSV, with the columns headed in the
 * console's language. The rows are fetched a page of the protocol's largest size at a time, up to
 * EXPORT_MAX_ROWS; a longer list is said to be cut short.
 */
export const ExportCsvButton = ({
  columns = plainColumns,
  from,
}: {
  columns?: ExportColumns;
  /** The resource whose list the rows are read from, when not the list's own (whole records of its rows). */
  from?: ResourceName;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useConsoleDataProvider();
  const resource = useResourceContext() ?? 'export';
  const { filterValues, sort, total } = useListContext();
  const [exporting, setExporting] = useState(false);

  const exportRows = async () => {
    setExporting(true);
    try {
      const records: RaRecord[] = [];
      let listTotal = 0;
      for (let page = 1; records.length < EXPORT_MAX_ROWS; page++) {
        const perPage = Math.min(MAX_LIST_LIMIT, EXPORT_MAX_ROWS - records.length);
        const { data, total: found = 0 } = await dataProvider.getList(from ?? (resource as ResourceName), {
          pagination: { page, perPage },
          sort,
          filter: filterValues,
        });
        records.push(...data);
        listTotal = found;
        if (data.length < perPage || records.length >= found) break;
      }
      const rows = records.map((record) => columns(record, translate));
      downloadCSV(
        toCsv(rows, (column) => headerOf(translate, resource, column)),
        resource,
      );
      if (listTotal > records.length) {
        notify('common.list.exportTruncated', {
          type: 'error',
          messageArgs: { count: records.length, total: listTotal },
        });
      }
    } catch (error) {
      notifyFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={() => void exportRows()} disabled={exporting || total === 0}>
      <Download />
    </Button>
  );
};
