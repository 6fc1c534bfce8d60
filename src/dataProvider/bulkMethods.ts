import type { AbonentBulkInput } from '../../contract/abonent-bulk';
import type { AbonentKeyBulkInput } from '../../contract/abonent-key-bulk';
import type { AccessRightBulkInput } from '../../contract/access-right-bulk';
import type { ActionCall } from './actionCall';

/** Changes to many records at once: what one would do, and doing it. */
export const bulkMethods = (call: ActionCall) => ({
  previewAbonentsChange: async (params: AbonentBulkInput) => ({ data: await call('PreviewAbonentsChange', params) }),
  changeAbonents: async (params: AbonentBulkInput) => ({ data: await call('ChangeAbonents', params) }),
  previewAbonentKeysChange: async (params: AbonentKeyBulkInput) => ({
    data: await call('PreviewAbonentKeysChange', params),
  }),
  changeAbonentKeys: async (params: AbonentKeyBulkInput) => ({ data: await call('ChangeAbonentKeys', params) }),
  previewAccessRightsRevoke: async (params: AccessRightBulkInput) => ({
    data: await call('PreviewAccessRightsRevoke', params),
  }),
  revokeAccessRights: async (params: AccessRightBulkInput) => ({ data: await call('RevokeAccessRights', params) }),
});
