import type { ActionInput } from '../../contract/actions';
import type { ActionCall } from './actionCall';

/** Importing residents or addresses from a file (issue 43): its upload in parts, preview, dry run and apply. */
export const importMethods = (call: ActionCall) => ({
  addImportFile: (params: ActionInput<'AddImportFile'>) => call('AddImportFile', params),
  addImportFilePart: (params: ActionInput<'AddImportFilePart'>) => call('AddImportFilePart', params),
  /** Columns as the file's columns in order ("name", "card:hex", "" to skip); none: remembered or guessed. */
  getImportPreview: (ImportFileId: string, columns?: readonly string[]) =>
    call('GetImportPreview', { ImportFileId, Columns: columns?.join(',') }),
  planImport: ({ columns, ...params }: Omit<ActionInput<'PlanImport'>, 'Columns'> & { columns: readonly string[] }) =>
    call('PlanImport', { ...params, Columns: columns.join(',') }),
  applyImport: ({ columns, ...params }: Omit<ActionInput<'ApplyImport'>, 'Columns'> & { columns: readonly string[] }) =>
    call('ApplyImport', { ...params, Columns: [...columns] }),
  deleteImportFile: (params: ActionInput<'DeleteImportFile'>) => call('DeleteImportFile', params),
  setImportMapping: (params: ActionInput<'SetImportMapping'>) => call('SetImportMapping', params),
});
