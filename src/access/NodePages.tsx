import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { useParams } from 'react-router';
import { ResourceCreate, ResourceEdit } from '../layout/forms/ResourcePages';
import { DeleteNodeButton } from './DeleteNodeButton';
import { NODE_RESOURCES } from './nodeMessages';
import type { AccessNodeKind } from './tree/treeModel';
import { useNodeSaved } from './useNodeSaved';

interface NodePageProps {
  kind: AccessNodeKind;
  /** The node's form. */
  children: ReactNode;
}

/**
 * {objects|perimeters|points}/create: a new node's form from `record` (its defaults and its place). After
 * the save, the toast, the tree loaded again and the new node's edit page (useNodeSaved).
 */
export const NodeCreate = ({ kind, record, children }: NodePageProps & { record: Partial<RaRecord> }) => (
  <ResourceCreate resource={NODE_RESOURCES[kind]} record={record} mutationOptions={useNodeSaved(kind, true)}>
    {children}
  </ResourceCreate>
);

/**
 * {objects|perimeters|points}/edit/{id}: the node's form under its name, with Delete in the header. Keyed
 * by the id, so choosing another node in the tree starts a fresh form.
 */
export const NodeEdit = ({ kind, children }: NodePageProps) => {
  const { id = '' } = useParams();
  return (
    <ResourceEdit
      recordRepresentation="displayName"
      key={id}
      id={id}
      resource={NODE_RESOURCES[kind]}
      mutationOptions={useNodeSaved(kind, false)}
      headerActions={<DeleteNodeButton kind={kind} id={id} />}
    >
      {children}
    </ResourceEdit>
  );
};
