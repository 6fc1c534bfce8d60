import type { ResourceName } from '../../dataProvider/resourceNames';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { Children, cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import {
  BulkActionsToolbar,
  CreateButton,
  DataTable,
  type DataTableColumnProps,
  type DataTableProps,
  InfiniteListBase,
  Link,
  ListClasses,
  ListView,
  Loading,
  type RaRecord,
  type SortPayload,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';
import { useEditPath } from '../editRoute';
import { ListLoadError, logLoadFailure } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { CellText } from './CellText';
import { type ExportColumns, ExportCsvButton } from './ExportCsvButton';
import { FiltersWhileShown } from './FiltersWhileShown';
import { ListCards, type MobileCard, useCardLayout } from './ListCards';
import { ListEmpty, NothingFound } from './ListEmpty';
import { LoadMore } from './LoadMore';
import { hasPartialRows, PARTIAL_ROWS } from './partialRows';
import { useArea } from '../../areas/AreaContext';
import { LiveListRefresh } from '../live/LiveListRefresh';
import { searchFilter } from './searchFilter';

export type { MobileCard } from './ListCards';

/** Rows fetched per page of a list. */
export const LIST_PAGE_SIZE = 25;

/** Where a row leads: a path, or nothing (no page to open). */
type RowPath = (record: RaRecord, resource: string) => string | undefined;

export interface ResourceListProps {
  children: DataTableProps['children'];
  sort?: SortPayload;
  /** Offer a CSV export of the whole (filtered) list. */
  exportable?: boolean;
  /** The export's columns, when not the records' plain values (e.g. to leave some out, or to join lists). */
  exportColumns?: ExportColumns;
  /** The resource whose list the export reads, when not this one (whole records of partial rows). */
  exportFrom?: ResourceName;
  /** Filters after the search box, sent to the list Action as parameters. */
  filters?: ReactElement[];
  /** Buttons for the selected rows (e.g. a bulk delete); without them rows cannot be selected. */
  bulkActionButtons?: DataTableProps['bulkActionButtons'];
  /**
   * False leaves out react-admin's 'Select all' (the ids of at most 250 rows), for bulk actions that
   * take every row the list finds on the server instead.
   */
  selectAllButton?: false;
  /** Where a row leads, when not the record's edit page (`<resource>/edit/{id}`, when the resource has one). */
  rowPath?: RowPath;
  /** More buttons in the list's toolbar, inside the list's context (they see its rows). */
  actions?: ReactNode;
  /** What a row shows on a phone, as a card; by default the first column's value. */
  mobile?: MobileCard;
  /** The header's left group after the title (a link back to where the list belongs). */
  header?: ReactNode;
  /** The header's create button when creating is not a page of the resource (a dialog). */
  createButton?: ReactNode;
  /**
   * The search box's placeholder (a message key), when not the resource's own `searchPlaceholder`: a
   * resource listed in both areas searches other fields in each.
   */
  searchPlaceholder?: string;
  /** Rows that change on their own (a device's state): the list reads them again now and then (LiveListRefresh). */
  live?: boolean;
}

/**
 * A column hidden below a screen width (both its header and its cells): for the columns that matter
 * less, so that the table fits its card on a desktop rather than scrolling sideways.
 */
export const hiddenBelow = (breakpoint: 'md' | 'lg' | 'xl') => ({
  display: { xs: 'none', [breakpoint]: 'table-cell' },
});

/**
 * A column whose cells wrap onto more lines rather than be cut, down to `minWidth`, for the longer texts
 * that matter (as a column's `cellSx`; tripled to outweigh the theme's one-line cells). A narrow card
 * (a user's keys) takes it narrower than the lists' 160 px.
 */
export const wrappingDownTo = (minWidth: number) => () => ({ '&&&': { whiteSpace: 'normal', minWidth } }) as const;
export const wrapping = wrappingDownTo(160);

/** A column kept on one line, its header too ('Номер телефона' over two lines otherwise). */
export const oneLine = { whiteSpace: 'nowrap' } as const;

/**
 * A column of status chips whose long ones ('Удаление запрошено пользователем') take two lines past
 * `maxWidth` rather than widen the column by a hundred pixels.
 */
export const wrappingChip = (maxWidth = 190) =>
  ({
    '& .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth, py: '2px' },
    '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.35 },
  }) as const;

/** The first column's content, as DataTable would draw it, in a link to the row's record. */
const RowLinkCell = ({ content, rowPath }: { content: ReactNode; rowPath: RowPath }) => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const path = record ? rowPath(record, resource) : undefined;
  if (!path) return <CellText>{content}</CellText>;
  return (
    <CellText focusable={false}>
      <Link
        to={path}
        color="inherit"
        underline="hover"
        // The row's own click would open the record a second time (and in this tab for a Ctrl-click).
        onClick={(event: MouseEvent) => event.stopPropagation()}
        sx={{ fontWeight: 500 }}
      >
        {content}
      </Link>
    </CellText>
  );
};

/** A column's own `render`, given the row's record. */
const Rendered = ({ render }: { render: (record: RaRecord) => ReactNode }) => {
  const record = useRecordContext();
  return record ? <>{render(record)}</> : null;
};

/** A column's plain value, as DataTable draws a column with a source and nothing else. */
const SourceValue = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const value = source
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      record,
    );
  return <>{value === null || value === undefined ? null : String(value)}</>;
};

/**
 * The columns with their content cut to the cell (the whole text on hover and focus), the first one a
 * link to the row's record: a real link, which takes keyboard focus, opens with Enter and opens a new
 * tab on a middle click or Ctrl-click. A column of buttons (no source) is left as it is.
 */
const withCellText = (children: ReactNode, rowPath: RowPath | undefined) =>
  Children.toArray(children).map((child, index) => {
    if (!isValidElement<DataTableColumnProps>(child) || !child.props.source) return child;
    const { children: own, render, field: Field, source } = child.props;
    const content =
      own ??
      (render ? (
        <Rendered render={render as (record: RaRecord) => ReactNode} />
      ) : Field ? (
        <Field source={source} />
      ) : (
        <SourceValue source={source} />
      ));
    return cloneElement(child, {
      render: undefined,
      field: undefined,
      children:
        index === 0 && rowPath ? <RowLinkCell content={content} rowPath={rowPath} /> : <CellText>{content}</CellText>,
    });
  });

/** The first column's source, which a phone's card shows when the resource says nothing else. */
const firstSource = (children: ReactNode) => {
  const first = Children.toArray(children).find(isValidElement<DataTableColumnProps>);
  return first?.props.source ?? 'id';
};

/**
 * The toolbar of search, filters and buttons. The filters' bottoms line up: each input's own bottom
 * margin (4 px under a select, 16 px under a reference select made for forms, none under the search)
 * put them up to 16 px out of line. On a phone, react-admin stacks the toolbar's buttons in a band of
 * their own above the search (a column, reversed): an export icon alone on a white row. Here they share
 * the search's row, the search taking what they leave down to 240 px; wider ones (a list's totals) go
 * below the filters, right-aligned. Each filter takes its row's width, as the search does.
 */
const TOOLBAR = (theme: Theme) => ({
  [`& .${ListClasses.actions}`]: {
    '& .filter-field .MuiFormControl-root, & .filter-field .MuiBox-root': { marginBottom: 0 },
    [theme.breakpoints.down('sm')]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      '& > form': { flex: '1 1 240px', minWidth: 0 },
      '& .filter-field > div:first-of-type': { flex: '1 1 auto' },
      // Its buttons wrap rather than widen the page.
      '& > .MuiToolbar-root': { flex: '0 1 auto', minWidth: 0, flexWrap: 'wrap', marginLeft: 'auto' },
    },
  },
});

/**
 * The list screen every resource shares: a page header with the create button, a search box sent to
 * the server (`Search`), sortable columns, and load-more paging that ends with 'All data loaded'.
 * Each row is a link to its record (its first column; a click anywhere on the row opens it too); a cut
 * cell shows its whole text on hover and focus. On a phone the rows are cards with the fields `mobile`
 * names, and the page leaves room under the last one for the floating create button. An empty list
 * says so in the resource's own words, with a button to create the first record; an empty search
 * says what found nothing. The resource's catalogue gives the title and the search placeholder.
 */
export const ResourceList = ({
  children,
  sort,
  exportable = false,
  exportColumns,
  exportFrom,
  filters = [],
  bulkActionButtons = false,
  selectAllButton,
  rowPath,
  actions,
  mobile,
  header,
  createButton,
  searchPlaceholder,
  live = false,
}: ResourceListProps) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const area = useArea();
  const { hasCreate, hasEdit } = useResourceDefinition();
  // Bulk actions delete or change rows: no row checkboxes for a role that may not delete them.
  const mayDelete = useCanAccess({ action: 'delete', resource }).canAccess !== false;
  const editPath = useEditPath();
  const phone = useCardLayout();
  const title = translate(`resources.${resource}.name`, { smart_count: 2 });
  const pathOf: RowPath | undefined =
    rowPath ?? (hasEdit ? (record, rowResource) => editPath(rowResource, record.id) : undefined);
  const create = hasCreate && <CreateButton variant="contained" label={`resources.${resource}.create`} />;
  // On a phone react-admin's create button floats at the bottom of the screen: it comes after the list
  // in the Tab order too, as it does to the eye, instead of between the title and the search.
  const floatingCreate = phone && !createButton;
  return (
    <Box sx={{ pb: { xs: hasCreate ? 16 : 2, md: 0 } }}>
      <PageHeader title={title} actions={createButton ?? (!floatingCreate && create)}>
        {header}
      </PageHeader>
      {/* InfiniteList's two parts, with the filters' guard between them (FiltersWhileShown.tsx). */}
      <InfiniteListBase
        sort={sort}
        perPage={LIST_PAGE_SIZE}
        // Rows that are not whole records are kept out of the edit page's cache (partialRows.ts).
        queryOptions={{ onError: logLoadFailure, ...(hasPartialRows(area, resource ?? '') && { meta: PARTIAL_ROWS }) }}
        // As InfiniteList: a spinner while the session is checked, and being offline is the view's to show.
        authLoading={<Loading />}
        offline={false}
      >
        {live && <LiveListRefresh />}
        <FiltersWhileShown>
          <ListView
            sx={TOOLBAR}
            title={false}
            error={<ListLoadError />}
            empty={<ListEmpty />}
            pagination={<LoadMore />}
            filters={[
              searchFilter(translate(searchPlaceholder ?? `resources.${resource}.searchPlaceholder`)),
              ...filters,
            ]}
            actions={
              // No toolbar at all without buttons: on a phone an empty one is a blank band above the search.
              actions || exportable ? (
                <TopToolbar>
                  {actions}
                  {exportable && <ExportCsvButton columns={exportColumns} from={exportFrom} />}
                </TopToolbar>
              ) : (
                false
              )
            }
          >
            {phone ? (
              <ListCards
                label={title}
                card={mobile ?? { primary: firstSource(children) }}
                pathOf={(record) => pathOf?.(record, resource ?? '')}
                empty={<NothingFound />}
              />
            ) : (
              <DataTable
                rowClick={pathOf ? (_id, rowResource, record) => pathOf(record, rowResource) ?? false : false}
                bulkActionButtons={mayDelete && bulkActionButtons}
                bulkActionsToolbar={
                  selectAllButton === false && mayDelete && bulkActionButtons ? (
                    <BulkActionsToolbar selectAllButton={false}>{bulkActionButtons}</BulkActionsToolbar>
                  ) : undefined
                }
                empty={<NothingFound />}
              >
                {withCellText(children, pathOf)}
              </DataTable>
            )}
          </ListView>
        </FiltersWhileShown>
      </InfiniteListBase>
      {floatingCreate && create}
    </Box>
  );
};
