import type { ReactElement, ReactNode } from 'react';
import {
  CreateButton,
  DataTable,
  type DataTableProps,
  InfiniteList,
  type SortPayload,
  TopToolbar,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';
import { useEditPath } from '../editRoute';
import { ListLoadError, logLoadFailure } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { type ExportColumns, ExportCsvButton } from './ExportCsvButton';
import { LoadMore } from './LoadMore';
import { searchFilter } from './searchFilter';

/** Rows fetched per page of a list. */
export const LIST_PAGE_SIZE = 25;

export interface ResourceListProps {
  children: DataTableProps['children'];
  sort?: SortPayload;
  /** Offer a CSV export of the whole (filtered) list. */
  exportable?: boolean;
  /** The export's columns, when not the records' plain values (e.g. to leave some out, or to join lists). */
  exportColumns?: ExportColumns;
  /** Filters after the search box, sent to the list Action as parameters. */
  filters?: ReactElement[];
  /** Buttons for the selected rows (e.g. a bulk delete); without them rows cannot be selected. */
  bulkActionButtons?: DataTableProps['bulkActionButtons'];
  /** Where a row leads; by default the record's edit page (`<resource>/edit/{id}`) when the resource has one. */
  rowClick?: DataTableProps['rowClick'];
  /** More buttons in the list's toolbar, inside the list's context (they see its rows). */
  actions?: ReactNode;
}

/**
 * The list screen every resource shares: a page header with the create button, a search box sent to
 * the server (`Search`), sortable columns, and load-more paging that ends with 'All data loaded'.
 * The resource's catalogue gives the title and the search placeholder.
 */
export const ResourceList = ({
  children,
  sort,
  exportable = false,
  exportColumns,
  filters = [],
  bulkActionButtons = false,
  rowClick,
  actions,
}: ResourceListProps) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { hasCreate, hasEdit } = useResourceDefinition();
  const editPath = useEditPath();
  return (
    <>
      <PageHeader
        title={translate(`resources.${resource}.name`, { smart_count: 2 })}
        actions={hasCreate && <CreateButton variant="contained" label={`resources.${resource}.create`} />}
      />
      <InfiniteList
        title={false}
        sort={sort}
        perPage={LIST_PAGE_SIZE}
        queryOptions={{ onError: logLoadFailure }}
        error={<ListLoadError />}
        pagination={<LoadMore />}
        filters={[
          searchFilter(translate(`resources.${resource}.searchPlaceholder`)),
          ...filters,
        ]}
        actions={
          <TopToolbar>
            {actions}
            {exportable && <ExportCsvButton columns={exportColumns} />}
          </TopToolbar>
        }
      >
        <DataTable rowClick={rowClick ?? (hasEdit ? (id, rowResource) => editPath(rowResource, id) : false)} bulkActionButtons={bulkActionButtons}>
          {children}
        </DataTable>
      </InfiniteList>
    </>
  );
};
