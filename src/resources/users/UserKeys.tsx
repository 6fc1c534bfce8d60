import {
  DataTable,
  FilterForm,
  FunctionField,
  InfiniteListBase,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { RegKeyRecord } from '../../../contract/reg-key';
import type { UserRecord } from '../../../contract/user';
import { useEditPath } from '../../layout/editRoute';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { KeyPeriod } from '../../layout/keys/KeyPeriod';
import { KeyStatusChip } from '../../layout/keys/KeyStatusChip';
import { logLoadFailure } from '../../layout/LoadError';
import { BulkDeleteButton } from '../../layout/lists/BulkDeleteButton';
import { SectionEmpty } from '../../layout/lists/ListEmpty';
import { LoadMore } from '../../layout/lists/LoadMore';
import { oneLine, wrappingChip, wrappingDownTo } from '../../layout/lists/ResourceList';
import { searchFilter } from '../../layout/lists/searchFilter';
import { Section } from '../abonents/Section';

/** Keys per page: a user may have many; the page shows a few and loads more on demand. */
const KEYS_PAGE_SIZE = 10;

/**
 * The user's keys (registration keys sent to the user's phone): their own paged list, newest first,
 * searched on the server, with their status; selected keys are deleted after a confirmation, 'Keys
 * deleted', or 'Failed to delete key with id:' naming the keys that stayed.
 */
export const UserKeys = () => {
  const translate = useTranslate();
  const user = useRecordContext<UserRecord>();
  const editPath = useEditPath();
  const mayDelete = useCanAccess({ action: 'delete', resource: 'user_keys' }).canAccess !== false;
  if (!user) return null;
  return (
    <Section title="resources.users.sections.keys">
      <InfiniteListBase
        resource="user_keys"
        filter={{ userId: user.id }}
        sort={{ field: 'created', order: 'DESC' }}
        perPage={KEYS_PAGE_SIZE}
        disableSyncWithLocation
        storeKey={false}
        queryOptions={{ onError: logLoadFailure }}
      >
        <FilterForm filters={[searchFilter(translate('resources.user_keys.searchPlaceholder'))]} />
        <DataTable
          // A user's keys are registration keys: a row opens the key's own page.
          rowClick={(id) => editPath('reg_keys', id)}
          empty={<SectionEmpty message="resources.user_keys.empty" />}
          // No row checkboxes for a role that may not delete the keys.
          bulkActionButtons={
            mayDelete && (
              <BulkDeleteButton
                confirmTitle="resources.user_keys.confirm.delete"
                confirmContent="resources.user_keys.confirm.deleteContent"
                successMessage="resources.users.notifications.keysDeleted"
                failedIdsMessage="common.errors.deleteKey"
              />
            )
          }
        >
          <DataTable.Col source="title" cellSx={wrappingDownTo(110)} />
          <DataTable.Col source="company" disableSort cellSx={wrappingDownTo(110)} />
          <DataTable.Col source="status" disableSort sx={wrappingChip(150)}>
            <FunctionField<RegKeyRecord> render={(key) => <KeyStatusChip status={key.status} />} />
          </DataTable.Col>
          {/* A temporary key's period on two lines; 'works until deleted' may take two as well. */}
          <DataTable.Col source="period" disableSort cellSx={wrappingDownTo(130)}>
            <FunctionField<RegKeyRecord> render={(key) => <KeyPeriod {...key} twoLines />} />
          </DataTable.Col>
          <DataTable.Col source="created" sx={oneLine}>
            <LocalDateField source="created" />
          </DataTable.Col>
        </DataTable>
        <LoadMore />
      </InfiniteListBase>
    </Section>
  );
};
