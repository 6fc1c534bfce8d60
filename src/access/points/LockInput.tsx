import { useGetOne } from '../../dataProvider/typedHooks';
import { useEffect, useState } from 'react';
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { LockOption } from '../../../contract/lock';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';

/** The names of the points other than this one already on the lock. */
const otherPoints = (lock: Pick<LockOption, 'usedBy'>, pointId: unknown) =>
  (lock.usedBy ?? []).filter((point) => point.id !== pointId).map((point) => `«${point.name}»`);

/** A lock as the selector names it: its pid, and its name when it has one. */
const lockLabel = (lock: RaRecord) => (lock.name ? `${lock.pid} — ${lock.name}` : String(lock.pid));

/**
 * Putting a lock on a second point is allowed (a gate may be the entrance of two perimeters), but it is
 * rarely meant: choosing a lock another point uses asks first, and Cancel puts back the lock before.
 */
const SharedLockConfirmation = ({ pointId }: { pointId: unknown }) => {
  const { setValue, formState } = useFormContext();
  const lockId: string | undefined = useWatch({ name: 'lockId' });
  const [accepted, setAccepted] = useState<string | undefined>(formState.defaultValues?.lockId);
  const pending = !!lockId && lockId !== accepted;
  const { data: lock } = useGetOne<LockOption & { id: string }>(
    'access_locks',
    { id: lockId ?? '' },
    { enabled: pending },
  );
  const others = pending && lock?.id === lockId ? otherPoints(lock, pointId) : [];
  // A lock no other point uses needs no question.
  const free = pending && lock?.id === lockId && others.length === 0;
  useEffect(() => {
    if (free) setAccepted(lockId);
  }, [free, lockId]);
  return (
    <ConfirmDialog
      isOpen={others.length > 0}
      title="points.lockInUseTitle"
      content="points.lockInUseDetail"
      translateOptions={{ lock: lock?.pid ?? '', points: others.join(', ') }}
      onConfirm={() => setAccepted(lockId)}
      onClose={() => setValue('lockId', accepted ?? null, { shouldDirty: true, shouldValidate: true })}
    />
  );
};

/**
 * The point's lock (required): the shared reference selector over the locks the
 * company may use, searched on the server as the person types, each shown with the points already on it.
 */
export const LockInput = () => {
  const translate = useTranslate();
  const point = useRecordContext();
  // Under each lock in the list: the points already on it.
  const inUse = (lock: RaRecord) => {
    const others = otherPoints(lock as unknown as LockOption, point?.id);
    return others.length > 0 ? translate('points.lockInUse', { points: others.join(', ') }) : undefined;
  };
  return (
    <>
      <ReferenceSelectInput
        source="lockId"
        reference="access_locks"
        optionText={lockLabel}
        optionDetail={inUse}
        sortField="pid"
        required
        noOptionsText="points.noLocks"
      />
      <SharedLockConfirmation pointId={point?.id} />
    </>
  );
};
