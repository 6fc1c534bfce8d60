import type { RaRecord } from 'react-admin';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';

/** A lock as the selector names it: its pid, and its name when it has one. */
const lockLabel = (lock: RaRecord) => (lock.name ? `${lock.pid} — ${lock.name}` : String(lock.pid));

/**
 * The point's lock (required, spec section 5): the shared reference selector over the locks the
 * company may use, searched on the server as the person types.
 */
export const LockInput = () => (
  <ReferenceSelectInput
    source="lockId"
    reference="access_locks"
    optionText={lockLabel}
    sortField="pid"
    required
    noOptionsText="points.noLocks"
  />
);
