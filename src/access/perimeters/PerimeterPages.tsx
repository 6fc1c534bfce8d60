import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { perimeterDefaults } from '../../domain/access';
import { ResourceCreate, ResourceEdit } from '../../layout/forms/ResourcePages';
import { useAccessTree } from '../accessTreeData';
import { DeleteNodeButton } from '../DeleteNodeButton';
import { perimeterPlacement } from '../nodeChoices';
import { NODE_RESOURCES } from '../nodeMessages';
import { useNodeSaved } from '../useNodeSaved';
import { PerimeterForm } from './PerimeterForm';

/** perimeters/create?parentId=…&accessObjectId=…: a new perimeter where the query says. */
export const PerimeterCreate = () => {
  const [query] = useSearchParams();
  const { data: nodes = [] } = useAccessTree();
  const parentId = query.get('parentId');
  const accessObjectId = query.get('accessObjectId');
  const record = useMemo(
    () => ({ ...perimeterDefaults, ...perimeterPlacement(nodes, parentId, accessObjectId) }),
    [nodes, parentId, accessObjectId],
  );
  return (
    // A new start when the query (the place to add under) changes.
    <ResourceCreate
      key={`${record.accessObjectId}/${record.parentId}`}
      resource={NODE_RESOURCES.perimeter}
      record={record}
      mutationOptions={useNodeSaved('perimeter', true)}
    >
      <PerimeterForm />
    </ResourceCreate>
  );
};

/** perimeters/edit/{id}. */
export const PerimeterEdit = () => {
  const { id = '' } = useParams();
  return (
    <ResourceEdit
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
