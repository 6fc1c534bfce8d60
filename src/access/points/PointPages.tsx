import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { accessPointDefaults } from '../../../contract/access-point';
import { useAccessTree } from '../accessTreeData';
import { NodeCreate, NodeEdit } from '../NodePages';
import { PointForm } from './PointForm';
import { PointServedBy } from './PointServedBy';
import { PointTimeline } from './timeline/PointTimeline';

/** The create form in one perimeter. Its record depends on the perimeter alone, so a tree reload keeps what was typed. */
const NewPoint = ({ perimeterId }: { perimeterId: string }) => {
  const record = useMemo(() => ({ ...accessPointDefaults, perimeterId }), [perimeterId]);
  return (
    <NodeCreate kind="point" record={record}>
      <PointForm />
    </NodeCreate>
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

/** points/edit/{id}: the devices serving the point above its form, and its timeline below. */
export const PointEdit = () => (
  <NodeEdit kind="point">
    <PointServedBy />
    <PointForm />
    <PointTimeline />
  </NodeEdit>
);
