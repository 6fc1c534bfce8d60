import { companyDefaults } from '../../domain/company';
import { ResourceCreate } from '../../layout/forms/ResourcePages';
import { CompanyForm } from './CompanyForm';

/** Registering a company; saved, it opens on its edit page, where its admins and servers are added. */
export const CompanyCreate = () => (
  <ResourceCreate record={companyDefaults} redirect="edit">
    <CompanyForm />
  </ResourceCreate>
);
