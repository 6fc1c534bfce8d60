import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { accessPointDefaults } from '../../domain/access';
import { ResourceCreate, ResourceEdit } from '../../layout/forms/ResourcePages';
import { useAccessTree } from '../accessTreeData';
import { DeleteNodeButton } from '../DeleteNodeButton';
import { NODE_RESOURCES } from '../nodeMessages';
import { useNodeSaved } from '../useNodeSaved';
import { PointForm } from './PointForm';

/** points/create?parentId=…&accessObjectId=…: a new access point in the perimeter `parentId`. */
export const PointCreate = () => {
  const [query] = useSearchParams();
  const { data: nodes = [] } = useAccessTree();
  const parentId = query.get('parentId') ?? '';
  const parent = nodes.find((node) => node.id === parentId);
  const perimeterId = parent?.kind === 'perimeter' ? parent.id : '';
  const record = useMemo(() => ({ ...accessPointDefaults, perimeterId }), [perimeterId]);
  return (
    <ResourceCreate key={perimeterId} resource={NODE_RESOURCES.point} record={record} mutationOptions={useNodeSaved('point', true)}>
      <PointForm />
    </ResourceCreate>
  );
};

/** points/edit/{id}. */
export const PointEdit = () => {
  const { id = '' } = useParams();
  return (
    <ResourceEdit
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
