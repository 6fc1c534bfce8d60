import { companyDefaults } from '../../domain/company';
import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { CompanyForm } from './CompanyForm';

/** Registering a company: saved, 'Company registered' and its page, where the tabs (admins, servers…) are. */
export const CompanyCreate = () => (
  <ResourceCreate record={companyDefaults} redirect="edit">
    <CompanyForm />
  </ResourceCreate>
);
