import { useCallback } from 'react';
import {
  downloadCSV,
  type Exporter,
  ExportButton,
  type RaRecord,
  type TranslateFunction,
  useListContext,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { toCsv } from './csv';

/** The most rows one export fetches: beyond it the person is told to narrow the search. */
export const EXPORT_MAX_ROWS = 10_000;

/** One record as an export row: its columns, keyed by field name (headed by the field's label). */
export type ExportColumns<Record extends RaRecord = RaRecord> = (record: Record, translate: TranslateFunction) => { [column: string]: unknown };

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
 * Exports the list as filtered and sorted on screen as CSV, with the columns headed in the console's
 * language; says so when the list is longer than one export takes.
 */
export const ExportCsvButton = ({ columns = plainColumns }: { columns?: ExportColumns }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? 'export';
  const { total } = useListContext();
  const exporter = useCallback<Exporter>(
    (records: RaRecord[]) => {
      const rows = records.map((record) => columns(record, translate));
      downloadCSV(toCsv(rows, (column) => headerOf(translate, resource, column)), resource);
      if (total !== undefined && total > records.length) {
        notify('common.list.exportTruncated', { type: 'error', messageArgs: { count: records.length, total } });
      }
    },
    [columns, translate, notify, resource, total],
  );
  return <ExportButton exporter={exporter} maxResults={EXPORT_MAX_ROWS} />;
};
