import { type ComponentType, useCallback } from 'react';
import { type Identifier, type RedirectionSideEffect, useCreatePath } from 'react-admin';
import { Route } from 'react-router';

/**
 * The spec's address of a record's edit page is `<resource>/edit/{id}` (section 2); react-admin's own
 * is `<resource>/{id}`. Resources add the spec's route beside react-admin's (old links keep working),
 * and every link the console makes to an edit page uses the spec's.
 */
export const EDIT_SEGMENT = 'edit';

/** A resource definition with the `edit/{id}` route added to its own routes. */
export const withEditRoute = <Definition extends { edit: ComponentType; children?: unknown }>(
  definition: Definition,
) => {
  const Edit = definition.edit;
  const children = Array.isArray(definition.children) ? definition.children : [];
  return {
    ...definition,
    children: [...children, <Route key={EDIT_SEGMENT} path={`${EDIT_SEGMENT}/:id`} element={<Edit />} />],
  };
};

/** The part of an edit page's path after the resource's. */
const editSubpath = (id: Identifier | undefined) => `${EDIT_SEGMENT}/${encodeURIComponent(String(id))}`;

/** The absolute path of a record's edit page: /intercom-ru/abonents/edit/{id}. */
export const useEditPath = () => {
  const createPath = useCreatePath();
  return useCallback(
    (resource: string, id: Identifier) => `${createPath({ resource, type: 'list' })}/${editSubpath(id)}`,
    [createPath],
  );
};

/** A save's redirect to the record's edit page (react-admin's redirects are relative to the area). */
export const redirectToEditPage: RedirectionSideEffect = (resource, id) => `${resource}/${editSubpath(id)}`;
