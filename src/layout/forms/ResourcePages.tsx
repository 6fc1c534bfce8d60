import type { ReactNode } from 'react';
import { Create, Edit, type RedirectionSideEffect, TopToolbar, useResourceContext, useTranslate } from 'react-admin';
import { logLoadFailure, RecordLoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';

/** The header of a create or edit page: the resource's own title for it. */
const FormHeader = ({ kind }: { kind: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  return <PageHeader title={translate(`resources.${resource}.${kind}`)} />;
};

/**
 * Create and edit pages for every resource. Saving is pessimistic (spec: confirmation, loading state,
 * server errors on the form), never react-admin's default undoable mode; success returns to the list
 * with the resource's own toast (`resources.<name>.notifications.created|updated`). A record that cannot
 * be loaded is said so in place, without a toast (spec section 8).
 */
export const ResourceCreate = ({
  children,
  redirect = 'list',
}: {
  children: ReactNode;
  /** Where a saved record goes: the list, or its edit page when it has more to fill in there. */
  redirect?: RedirectionSideEffect;
}) => (
  <>
    <FormHeader kind="create" />
    <Create title={false} redirect={redirect} mutationMode="pessimistic">
      {children}
    </Create>
  </>
);

/** `actions`: buttons above the form, inside the record's context (e.g. DeleteRecordButton). */
export const ResourceEdit = ({ children, actions }: { children: ReactNode; actions?: ReactNode }) => (
  <>
    <FormHeader kind="edit" />
    <Edit
      title={false}
      redirect="list"
      mutationMode="pessimistic"
      actions={actions ? <TopToolbar>{actions}</TopToolbar> : false}
      queryOptions={{ onError: logLoadFailure }}
      error={<RecordLoadError />}
    >
      {children}
    </Edit>
  </>
);
