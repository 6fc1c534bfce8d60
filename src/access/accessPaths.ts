import { useBasename } from 'react-admin';
import { ALL_ZERO_ID } from '../../contract/fields';
import type { AccessNodeKind } from './tree/treeModel';

/** The access section's routes, under the area: /intercom-ru/access/... */
export const ACCESS_ROUTE = 'access';

/** Each kind of node has its own child routes: objects/…, perimeters/…, points/…. */
export const KIND_SEGMENTS: Record<AccessNodeKind, string> = {
  object: 'objects',
  perimeter: 'perimeters',
  point: 'points',
};

export interface CreateQuery {
  /** The perimeter or object to add under. */
  parentId?: string;
  accessObjectId?: string;
}

/** Builds the access section's absolute paths (with the area's prefix). */
export const useAccessPaths = () => {
  const basename = useBasename();
  const root = `${basename}/${ACCESS_ROUTE}`;
  return {
    root,
    edit: (kind: AccessNodeKind, id: string) => `${root}/${KIND_SEGMENTS[kind]}/edit/${id}`,
    create: (kind: AccessNodeKind, query: CreateQuery = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]),
      );
      return `${root}/${KIND_SEGMENTS[kind]}/create${search.size > 0 ? `?${search}` : ''}`;
    },
  };
};

const EDIT_PATH = new RegExp(`/${ACCESS_ROUTE}/(objects|perimeters|points)/edit/([^/?#]+)`);

/**
 * The tree's active row for a location: the node whose edit page is open, or on a create page the node
 * it adds under (`parentId`, else `accessObjectId`).
 */
export const activeIdOf = ({ pathname, search }: { pathname: string; search: string }): string | undefined => {
  const edited = EDIT_PATH.exec(pathname)?.[2];
  if (edited) return edited;
  const query = new URLSearchParams(search);
  const parentId = query.get('parentId');
  return (parentId && parentId !== ALL_ZERO_ID ? parentId : query.get('accessObjectId')) ?? undefined;
};
