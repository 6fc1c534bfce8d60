import type { ResourceName } from '../../dataProvider/resourceNames';
import Delete from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import {
  type RaRecord,
  useCanAccess,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { type ConfirmedDeleteOptions, useConfirmedDelete } from '../useConfirmedDelete';

export interface DeleteRecordButtonProps<RecordType extends RaRecord = RaRecord> extends Omit<
  ConfirmedDeleteOptions<RecordType>,
  'onFailure'
> {
  /** The record to delete; by default the one in context (the edit page's). */
  record?: RecordType;
  /** The button's text, a translation key; by default 'Delete'. */
  label?: string;
}

/**
 * Deletes the record of the page after the confirm dialog, which names it and asks the resource's
 * question (`resources.<name>.confirm.delete`), pessimistically (useConfirmedDelete). Then the
 * resource's toast and, unless `onDeleted` says otherwise, its list.
 */
export const DeleteRecordButton = <RecordType extends RaRecord = RaRecord>({
  record: given,
  label = 'ra.action.delete',
  ...options
}: DeleteRecordButtonProps<RecordType>) => {
  const translate = useTranslate();
  const resourceInContext = useResourceContext();
  // The page's resource: one a <Resource> declared.
  const resource = options.resource ?? (resourceInContext as ResourceName);
  const recordInContext = useRecordContext<RecordType>();
  const record = given ?? recordInContext;
  const redirect = useRedirect();
  const { ask, dialog } = useConfirmedDelete<RecordType>({
    ...options,
    resource,
    onDeleted: options.onDeleted ?? (() => redirect('list', resource)),
  });
  // Not there for a role that may not delete it (the server would refuse it).
  const { canAccess } = useCanAccess({ action: 'delete', resource });
  if (!record || canAccess === false) return null;
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<Delete />} onClick={() => ask(record)}>
        {translate(label)}
      </Button>
      {dialog}
    </>
  );
};
