import { useNavigate } from 'react-router';
import { DeleteRecordButton } from '../layout/forms/DeleteRecordButton';
import { useAccessPaths } from './accessPaths';
import { useAccessTree, useReloadAccessTree } from './accessTreeData';
import { DELETE_QUESTIONS, DELETED_MESSAGES, NODE_RESOURCES } from './nodeMessages';
import type { AccessNode, AccessNodeKind } from './tree/treeModel';

/**
 * Deletes the node whose page is open, after a confirmation naming it (the shared DeleteRecordButton).
 * Then the tree reloads and the page goes to the access route (spec section 4). A refusal (a perimeter
 * that still has children) is a red toast with the server's reason; the page stays.
 */
export const DeleteNodeButton = ({ kind, id }: { kind: AccessNodeKind; id: string }) => {
  const navigate = useNavigate();
  const paths = useAccessPaths();
  const reload = useReloadAccessTree();
  // The page's header is outside the form's record: the tree has the node's name.
  const { data: nodes } = useAccessTree();
  const node: Pick<AccessNode, 'id' | 'name'> = nodes?.find((candidate) => candidate.id === id) ?? { id, name: '' };
  return (
    <DeleteRecordButton
      record={node}
      resource={NODE_RESOURCES[kind]}
      title={DELETE_QUESTIONS[kind]}
      successMessage={DELETED_MESSAGES[kind]}
      representation={(deleted) => deleted.name}
      onDeleted={() => {
        void reload();
        navigate(paths.root);
      }}
    />
  );
};
