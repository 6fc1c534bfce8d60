import { useNavigate } from 'react-router';
import { errors } from '../../contract/messages';
import { DeleteRecordButton } from '../layout/forms/DeleteRecordButton';
import { useAccessPaths } from './accessPaths';
import { useAccessTree, useReloadAccessTree } from './accessTreeData';
import { DELETE_QUESTIONS, DELETED_MESSAGES, NODE_RESOURCES } from './nodeMessages';
import type { AccessNode, AccessNodeKind } from './tree/treeModel';

/**
 * What the server will refuse the deletion for, told by the tree: nodes still below it (the server's own
 * words, server/actions/access-perimeters.ts). With the tree searched, what is below may not be shown.
 */
const refusalOf = (kind: AccessNodeKind, id: string, nodes: readonly AccessNode[] | undefined) => {
  const below = nodes?.filter((node) => node.parentId === id) ?? [];
  if (below.length === 0) return undefined;
  if (kind === 'object') return errors.accessObjectHasPerimeters;
  return below.some((node) => node.kind === 'perimeter') ? errors.perimeterHasChildren : errors.perimeterHasPoints;
};

/**
 * Deletes the node whose page is open, after a confirmation naming it (the shared DeleteRecordButton),
 * which says beforehand when what is still below it keeps it from being deleted. Then the tree reloads
 * and the page goes to the access route. A refusal is a red toast with the server's
 * reason; the page stays.
 */
export const DeleteNodeButton = ({ kind, id }: { kind: AccessNodeKind; id: string }) => {
  const navigate = useNavigate();
  const paths = useAccessPaths();
  const reload = useReloadAccessTree();
  // The page's header is outside the form's record: the tree has the node's name.
  const { data: nodes } = useAccessTree();
  const node: Pick<AccessNode, 'id' | 'name'> = nodes?.find((candidate) => candidate.id === id) ?? { id, name: '' };
  const refusal = refusalOf(kind, id, nodes);
  return (
    <DeleteRecordButton
      record={node}
      detail={() => (refusal ? { message: refusal, args: {} } : undefined)}
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
