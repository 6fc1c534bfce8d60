import type { ComponentType } from 'react';
import { Loading, useCanAccess, useResourceContext } from 'react-admin';
import { AccessDenied } from './AccessDenied';

/**
 * A screen of its own (not react-admin's list, edit or show, which ask themselves) that the session's
 * role may lack, opened by its address: the denied page in its place, rather than the screen's requests
 * refused one by one. `action` is react-admin's access question about the page's resource.
 */
export const requireAccess = (Page: ComponentType, action: 'list' | 'show' | 'edit') => {
  const Guarded = () => {
    const resource = useResourceContext();
    const { canAccess, isPending } = useCanAccess({ action, resource });
    if (isPending) return <Loading />;
    return canAccess === false ? <AccessDenied /> : <Page />;
  };
  Guarded.displayName = `RequireAccess(${Page.displayName ?? Page.name})`;
  return Guarded;
};
