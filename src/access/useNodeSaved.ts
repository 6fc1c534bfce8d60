import { useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router';
import { useAccessPaths } from './accessPaths';
import { useReloadAccessTree } from './accessTreeData';
import { SAVED_MESSAGES } from './nodeMessages';
import type { AccessNodeKind } from './tree/treeModel';

/**
 * What a successful save of an object, perimeter or point does: the green toast, the
 * tree loaded again, and after a create the new item's edit page.
 */
export const useNodeSaved = (kind: AccessNodeKind, created: boolean) => {
  const notify = useNotify();
  const reload = useReloadAccessTree();
  const navigate = useNavigate();
  const paths = useAccessPaths();
  return {
    onSuccess: (data: RaRecord) => {
      notify(SAVED_MESSAGES[kind], { type: 'success' });
      void reload();
      if (created) navigate(paths.edit(kind, String(data.id)));
    },
  };
};
