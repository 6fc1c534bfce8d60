import { postamateDefaults } from '../../../contract/postamate';
import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { PostamateForm } from './PostamateForm';

/** Registering a postamate with its cells; saved, 'Postamate registered' and the list. */
export const PostamateCreate = () => (
  <ResourceCreate record={postamateDefaults}>
    <PostamateForm />
  </ResourceCreate>
);
