import { accessObjectDefaults } from '../../../contract/access-object';
import { NodeCreate, NodeEdit } from '../NodePages';
import { ObjectForm } from './ObjectForm';

/** objects/create: a new access object. */
export const ObjectCreate = () => (
  <NodeCreate kind="object" record={accessObjectDefaults}>
    <ObjectForm />
  </NodeCreate>
);

/** objects/edit/{id}. */
export const ObjectEdit = () => (
  <NodeEdit kind="object">
    <ObjectForm />
  </NodeEdit>
);
