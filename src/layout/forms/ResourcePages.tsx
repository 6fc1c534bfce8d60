import type { ReactNode } from 'react';
import {
  Create,
  type CreateProps,
  Edit,
  type EditProps,
  type RedirectionSideEffect,
  TopToolbar,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { redirectToEditPage } from '../editRoute';
import { logLoadFailure, RecordLoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';

/** The header of a create or edit page: the resource's own title for it, and the page's buttons. */
const FormHeader = ({ kind, resource, actions }: { kind: 'create' | 'edit'; resource?: string; actions?: ReactNode }) => {
  const translate = useTranslate();
  const contextResource = useResourceContext();
  return <PageHeader title={translate(`resources.${resource ?? contextResource}.${kind}`)} actions={actions} />;
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
 * without a toast (spec section 8).
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
    <FormHeader kind="create" resource={resource} actions={headerActions} />
    <Create title={false} redirect={redirect === 'edit' ? redirectToEditPage : redirect} mutationMode="pessimistic" resource={resource} record={record} mutationOptions={mutationOptions}>
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
}: ResourcePageOptions & { id?: string; actions?: ReactNode }) => (
  <>
    <FormHeader kind="edit" resource={resource} actions={headerActions} />
    <Edit
      title={false}
      redirect="list"
      mutationMode="pessimistic"
      actions={actions ? <TopToolbar>{actions}</TopToolbar> : false}
      resource={resource}
      id={id}
      mutationOptions={mutationOptions}
      queryOptions={{ onError: logLoadFailure }}
      error={<RecordLoadError />}
    >
      {children}
    </Edit>
  </>
);
