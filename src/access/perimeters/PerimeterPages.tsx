import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { perimeterDefaults } from '../../domain/access-perimeter';
import { ResourceCreate, ResourceEdit } from '../../layout/forms/ResourcePages';
import { useAccessTree } from '../accessTreeData';
import { DeleteNodeButton } from '../DeleteNodeButton';
import { perimeterPlacement } from '../nodeChoices';
import { NODE_RESOURCES } from '../nodeMessages';
import { useNodeSaved } from '../useNodeSaved';
import { PerimeterForm } from './PerimeterForm';

interface Placement {
  accessObjectId: string;
  parentId: string;
}

/** The create form for one place. Its record depends on the place alone, so a tree reload keeps what was typed. */
const NewPerimeter = ({ accessObjectId, parentId }: Placement) => {
  const record = useMemo(() => ({ ...perimeterDefaults, accessObjectId, parentId }), [accessObjectId, parentId]);
  return (
    <ResourceCreate resource={NODE_RESOURCES.perimeter} record={record} mutationOptions={useNodeSaved('perimeter', true)}>
      <PerimeterForm />
    </ResourceCreate>
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
export const PerimeterEdit = () => {
  const { id = '' } = useParams();
  return (
    <ResourceEdit
      recordRepresentation="displayName"
      key={id}
      id={id}
      resource={NODE_RESOURCES.perimeter}
      mutationOptions={useNodeSaved('perimeter', false)}
      headerActions={<DeleteNodeButton kind="perimeter" id={id} />}
    >
      <PerimeterForm />
    </ResourceEdit>
  );
};
