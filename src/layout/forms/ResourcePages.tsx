import type { ReactNode } from 'react';
import {
  Create,
  type CreateProps,
  EditBase,
  type EditProps,
  EditView,
  type RaRecord,
  type RedirectionSideEffect,
  TopToolbar,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';
import { redirectToEditPage } from '../editRoute';
import { HistoryPanel } from '../history/HistoryPanel';
import { logLoadFailure, RecordLoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';

/** The header of a create page: the resource's own title for it, and the page's buttons. */
const FormHeader = ({ resource, actions }: { resource?: string; actions?: ReactNode }) => {
  const translate = useTranslate();
  const contextResource = useResourceContext();
  return <PageHeader title={translate(`resources.${resource ?? contextResource}.create`)} actions={actions} />;
};

/**
 * The header of an edit page, inside the record's context: the title names the record by the
 * resource's `recordRepresentation` (`resources.<name>.editNamed`, e.g. 'Address %{name}') once
 * it is loaded, and is the resource's plain edit title before that or when the resource names none.
 */
const EditHeader = ({
  resource,
  recordRepresentation,
  actions,
}: {
  resource?: string;
  recordRepresentation?: string;
  actions?: ReactNode;
}) => {
  const translate = useTranslate();
  const contextResource = useResourceContext();
  const name = resource ?? contextResource;
  const record = useRecordContext();
  const definition = useResourceDefinition({ resource: name });
  const represent = useGetRecordRepresentation(name);
  const field = recordRepresentation ?? definition?.recordRepresentation;
  const label =
    !record || !field ? undefined : typeof field === 'string' ? record[field] : represent(record as RaRecord);
  const title =
    (typeof label === 'string' || typeof label === 'number') && String(label).trim()
      ? translate(`resources.${name}.editNamed`, { name: String(label) })
      : translate(`resources.${name}.edit`);
  return <PageHeader title={title} actions={actions} />;
};

/**
 * What a page that is not its resource's own route (the access section's forms) changes: the resource,
 * the record to start from, what a successful save does, and the header's buttons.
 */
interface ResourcePageOptions {
  resource?: string;
  mutationOptions?: CreateProps['mutationOptions'] & EditProps['mutationOptions'];
  headerActions?: ReactNode;
  children: ReactNode;
}

/**
 * Create and edit pages for every resource. Saving is pessimistic (spec: confirmation, loading state,
 * server errors on the form), never react-admin's default undoable mode; success returns to the list
 * with the resource's own toast (`resources.<name>.notifications.created|updated`) unless
 * `mutationOptions.onSuccess` says otherwise. A record that cannot be loaded is said so in place,
 * without a toast.
 */
export const ResourceCreate = ({
  children,
  resource,
  mutationOptions,
  headerActions,
  record,
  redirect = 'list',
}: ResourcePageOptions & {
  record?: CreateProps['record'];
  /** Where a saved record goes: the list, or its edit page (`edit`) when it has more to fill in there. */
  redirect?: RedirectionSideEffect;
}) => (
  <>
    <FormHeader resource={resource} actions={headerActions} />
    <Create
      title={false}
      redirect={redirect === 'edit' ? redirectToEditPage : redirect}
      mutationMode="pessimistic"
      resource={resource}
      record={record}
      mutationOptions={mutationOptions}
    >
      {children}
    </Create>
  </>
);

/**
 * `actions`: buttons above the form, inside the record's context (e.g. DeleteRecordButton);
 * `headerActions`: buttons in the page header, outside it.
 */
export const ResourceEdit = ({
  children,
  actions,
  resource,
  mutationOptions,
  headerActions,
  id,
  recordRepresentation,
}: ResourcePageOptions & {
  id?: string;
  actions?: ReactNode;
  /** The field that names the record in the title, for a resource that is no <Resource> of its own (the access section's). */
  recordRepresentation?: string;
}) => (
  // Edit's own parts, so that the page header is inside the record's context and can name it.
  <EditBase
    redirect="list"
    mutationMode="pessimistic"
    resource={resource}
    id={id}
    mutationOptions={mutationOptions}
    queryOptions={{ onError: logLoadFailure }}
    // The error is said in place by the view, not by a redirect.
    redirectOnError={false}
    offline={false}
  >
    <EditHeader resource={resource} recordRepresentation={recordRepresentation} actions={headerActions} />
    <EditView title={false} actions={actions ? <TopToolbar>{actions}</TopToolbar> : false} error={<RecordLoadError />}>
      {children}
    </EditView>
    {/* Every edit page shows who changed the record, what and when. */}
    <HistoryPanel />
  </EditBase>
);
