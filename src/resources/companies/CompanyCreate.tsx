import { companyDefaults } from '../../../contract/company';
import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { CompanyForm } from './CompanyForm';

/** Registering a company: saved, 'Company registered' and its page, where its tokens and servers are given. */
export const CompanyCreate = () => (
  <ResourceCreate record={companyDefaults} redirect="edit">
    <CompanyForm />
  </ResourceCreate>
);
