import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { SipServerForm } from './SipServerForm';

/** Registering a SIP server for a company; saved, 'SIP server registered' and the list. */
export const SipServerCreate = () => (
  <ResourceCreate>
    <SipServerForm />
  </ResourceCreate>
);
