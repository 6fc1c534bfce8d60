import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { accessPointDefaults } from '../../domain/access-point';
import { ResourceCreate, ResourceEdit } from '../../layout/forms/ResourcePages';
import { useAccessTree } from '../accessTreeData';
import { DeleteNodeButton } from '../DeleteNodeButton';
import { NODE_RESOURCES } from '../nodeMessages';
import { useNodeSaved } from '../useNodeSaved';
import { PointForm } from './PointForm';

/** The create form in one perimeter. Its record depends on the perimeter alone, so a tree reload keeps what was typed. */
const NewPoint = ({ perimeterId }: { perimeterId: string }) => {
  const record = useMemo(() => ({ ...accessPointDefaults, perimeterId }), [perimeterId]);
  return (
    <ResourceCreate resource={NODE_RESOURCES.point} record={record} mutationOptions={useNodeSaved('point', true)}>
      <PointForm />
    </ResourceCreate>
  );
};

/**
 * points/create?parentId=…&accessObjectId=…: a new access point in the perimeter `parentId`, once the
 * tree says that it is one (the tree pane shows the loading).
 */
export const PointCreate = () => {
  const [query] = useSearchParams();
  const { data: nodes } = useAccessTree();
  if (!nodes) return null;
  const parent = nodes.find((node) => node.id === query.get('parentId'));
  const perimeterId = parent?.kind === 'perimeter' ? parent.id : '';
  return <NewPoint key={perimeterId} perimeterId={perimeterId} />;
};

/** points/edit/{id}. */
export const PointEdit = () => {
  const { id = '' } = useParams();
  return (
    <ResourceEdit
      recordRepresentation="displayName"
      key={id}
      id={id}
      resource={NODE_RESOURCES.point}
      mutationOptions={useNodeSaved('point', false)}
      headerActions={<DeleteNodeButton kind="point" id={id} />}
    >
      <PointForm />
    </ResourceEdit>
  );
};
