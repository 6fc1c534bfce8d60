import { useParams } from 'react-router';
import { accessObjectDefaults } from '../../domain/access-object';
import { ResourceCreate, ResourceEdit } from '../../layout/forms/ResourcePages';
import { DeleteNodeButton } from '../DeleteNodeButton';
import { NODE_RESOURCES } from '../nodeMessages';
import { useNodeSaved } from '../useNodeSaved';
import { ObjectForm } from './ObjectForm';

/** objects/create: a new access object. */
export const ObjectCreate = () => (
  <ResourceCreate resource={NODE_RESOURCES.object} record={accessObjectDefaults} mutationOptions={useNodeSaved('object', true)}>
    <ObjectForm />
  </ResourceCreate>
);

/** objects/edit/{id}. */
export const ObjectEdit = () => {
  const { id = '' } = useParams();
  return (
    <ResourceEdit
      recordRepresentation="displayName"
      key={id}
      id={id}
      resource={NODE_RESOURCES.object}
      mutationOptions={useNodeSaved('object', false)}
      headerActions={<DeleteNodeButton kind="object" id={id} />}
    >
      <ObjectForm />
    </ResourceEdit>
  );
};
