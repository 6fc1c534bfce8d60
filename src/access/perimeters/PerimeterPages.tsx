import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { perimeterDefaults } from '../../../contract/access-perimeter';
import { useAccessTree } from '../accessTreeData';
import { NodeCreate, NodeEdit } from '../NodePages';
import { perimeterPlacement } from '../nodeChoices';
import { PerimeterForm } from './PerimeterForm';

interface Placement {
  accessObjectId: string;
  parentId: string;
}

/** The create form for one place. Its record depends on the place alone, so a tree reload keeps what was typed. */
const NewPerimeter = ({ accessObjectId, parentId }: Placement) => {
  const record = useMemo(() => ({ ...perimeterDefaults, accessObjectId, parentId }), [accessObjectId, parentId]);
  return (
    <NodeCreate kind="perimeter" record={record}>
      <PerimeterForm />
    </NodeCreate>
  );
};

/**
 * perimeters/create?parentId=…&accessObjectId=…: a new perimeter where the query says. `parentId` may
 * name an object or a perimeter, which only the tree tells, so the form waits for it (the tree pane
 * shows the loading).
 */
export const PerimeterCreate = () => {
  const [query] = useSearchParams();
  const { data: nodes } = useAccessTree();
  if (!nodes) return null;
  const placement = perimeterPlacement(nodes, query.get('parentId'), query.get('accessObjectId'));
  // A new start when the place to add under changes.
  return <NewPerimeter key={`${placement.accessObjectId}/${placement.parentId}`} {...placement} />;
};

/** perimeters/edit/{id}. */
export const PerimeterEdit = () => (
  <NodeEdit kind="perimeter">
    <PerimeterForm />
  </NodeEdit>
);
