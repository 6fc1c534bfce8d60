import { useCallback } from 'react';
import { useCreatePath, useResourceDefinitions } from 'react-admin';
import type { SearchKind, SearchResult } from '../../../contract/search';
import { useAccessPaths } from '../../access/accessPaths';
import { useArea } from '../../areas/AreaContext';
import { useEditPath } from '../editRoute';

/** The resource whose page shows each kind of result. */
const RESOURCE_OF: Record<SearchKind, string> = {
  abonent: 'abonents',
  accessRight: 'access_rights',
  address: 'addresses',
  accessPoint: 'access_points',
  controller: 'controllers',
  localServer: 'local_servers',
  camera: 'cameras',
  sipDevice: 'sip_devices',
  lock: 'locks',
  user: 'users',
  company: 'companies',
};

/**
 * Where a result opens: its record's edit page (read-only when the role may not change it); a company's
 * door in the access tree, where doors are edited; a record without a page of its own (the platform's
 * doors) in its list, searched for by its title.
 */
export const useSearchPath = () => {
  const area = useArea();
  const definitions = useResourceDefinitions();
  const editPath = useEditPath();
  const createPath = useCreatePath();
  const access = useAccessPaths();
  return useCallback(
    (result: SearchResult) => {
      if (result.kind === 'accessPoint' && area === 'company') return access.edit('point', result.id);
      const resource = RESOURCE_OF[result.kind];
      if (definitions[resource]?.hasEdit) return editPath(resource, result.id);
      const filter = new URLSearchParams({ filter: JSON.stringify({ q: result.title }) });
      return `${createPath({ resource, type: 'list' })}?${filter}`;
    },
    [area, definitions, editPath, createPath, access],
  );
};
