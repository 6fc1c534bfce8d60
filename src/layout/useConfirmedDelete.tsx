import type { ResourceName } from '../dataProvider/resourceNames';
import { useDelete } from '../dataProvider/typedHooks';
import DialogContentText from '@mui/material/DialogContentText';
import { type ReactNode, useState } from 'react';
import {
  type Identifier,
  type RaRecord,
  useDeleteMany,
  useGetRecordRepresentation,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { useNotifyFailure } from './failureMessage';

/**
 * What is to be deleted: one record (named in the dialog) or the ids of a list's selected rows, with
 * those of their records the list has (named too).
 */
export type DeleteTarget<RecordType extends RaRecord = RaRecord> =
  | { record: RecordType; ids: [Identifier]; records?: undefined }
  | { record?: undefined; ids: Identifier[]; records?: RecordType[] };

/** How many selected records the dialog names before 'and N more'. */
export const NAMED_AT_MOST = 3;

export interface ConfirmedDeleteOptions<RecordType extends RaRecord = RaRecord> {
  /** The records' resource; by default the one in context. */
  resource?: ResourceName;
  /** The question, a translation key given `smart_count`; by default `resources.<resource>.confirm.delete`. */
  title?: string;
  /**
   * What else the dialog says, under the record's name: a translation key given `smart_count`, or what
   * the deletion does to this record's dependants (an abonent's keys stop working), made from the record.
   */
  detail?: string | ((record: RecordType) => { message: string; args: Record<string, unknown> } | undefined);
  /** The record's name in the dialog; by default the resource's `recordRepresentation`. */
  representation?: (record: RecordType) => ReactNode;
  /** The green toast, given `smart_count`; by default `resources.<resource>.notifications.deleted`. */
  successMessage?: string;
  /** After the deletion and its toast: where to go, what to reload. */
  onDeleted?: (target: DeleteTarget<RecordType>) => void;
  /**
   * A refusal, when the screen says it its own way; by default the red toast of the failure helper
   * (the server's reason, or the generic message).
   */
  onFailure?: (error: unknown, target: DeleteTarget<RecordType>) => void;
}

/**
 * The one confirmed, pessimistic deletion of the console: `ask(record)` or
 * `askMany(ids, records)` opens the confirm dialog (`dialog`, to render), which names the records; Confirm
 * deletes through the dataProvider and waits for the server (the dialog shows the call in progress),
 * then the resource's green toast, or the server's reason in red.
 */
export const useConfirmedDelete = <RecordType extends RaRecord = RaRecord>(
  options: ConfirmedDeleteOptions<RecordType> = {},
) => {
  const resourceInContext = useResourceContext();
  // The page's resource: one a <Resource> declared.
  const resource = options.resource ?? (resourceInContext as ResourceName);
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const getRecordRepresentation = useGetRecordRepresentation(resource);
  const [target, setTarget] = useState<DeleteTarget<RecordType>>();
  const [deleteOne, { isPending: deletingOne }] = useDelete<RecordType>();
  const [deleteMany, { isPending: deletingMany }] = useDeleteMany<RecordType>();
  const isPending = deletingOne || deletingMany;
  const count = { smart_count: target?.ids.length ?? 1 };

  // Selected rows: the first few by name, then how many more (a row the list no longer has is among those).
  const namesOf = (records: RecordType[], selected: number) => {
    const named = records.slice(0, NAMED_AT_MOST).map((record) => String(represent(record)));
    const more = selected - named.length;
    return more > 0
      ? translate('common.confirm.andMore', { names: named.join(', '), smart_count: more })
      : named.join(', ');
  };

  const settled = (asked: DeleteTarget<RecordType>) => ({
    mutationMode: 'pessimistic' as const,
    onSuccess: () => {
      setTarget(undefined);
      notify(options.successMessage ?? `resources.${resource}.notifications.deleted`, {
        type: 'success',
        messageArgs: { smart_count: asked.ids.length },
      });
      options.onDeleted?.(asked);
    },
    onError: (error: unknown) => {
      setTarget(undefined);
      if (options.onFailure) options.onFailure(error, asked);
      else notifyFailure(error);
    },
  });

  const confirm = () => {
    if (!target) return;
    if (target.record) deleteOne(resource, { id: target.record.id, previousData: target.record }, settled(target));
    else deleteMany(resource, { ids: target.ids }, settled(target));
  };

  const represent = options.representation ?? getRecordRepresentation;
  const name = !target
    ? undefined
    : target.record
      ? represent(target.record)
      : target.records?.length
        ? namesOf(target.records, target.ids.length)
        : undefined;
  const detail =
    typeof options.detail === 'function'
      ? target?.record && options.detail(target.record)
      : options.detail && { message: options.detail, args: count };
  const dialog = (
    <ConfirmDialog
      isOpen={!!target}
      loading={isPending}
      title={options.title ?? `resources.${resource}.confirm.delete`}
      titleTranslateOptions={count}
      content={
        <>
          {name !== undefined && name !== '' && (
            <DialogContentText component="div" sx={{ fontWeight: 'bold', color: 'text.primary' }}>
              {name}
            </DialogContentText>
          )}
          {detail && <DialogContentText>{translate(detail.message, detail.args)}</DialogContentText>}
        </>
      }
      confirmColor="warning"
      onConfirm={confirm}
      onClose={() => setTarget(undefined)}
    />
  );

  return {
    ask: (record: RecordType) => setTarget({ record, ids: [record.id] }),
    askMany: (ids: Identifier[], records?: RecordType[]) => setTarget({ ids, records }),
    dialog,
    isPending,
  };
};
