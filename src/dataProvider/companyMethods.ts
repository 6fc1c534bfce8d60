import type { Identifier } from 'react-admin';
import type { ActionCall } from './actionCall';

/** The companies' token and local-server Actions, spread into the dataProvider. Tokens come back once. */
export const companyMethods = (call: ActionCall) => ({
  issueCompanyApiToken: async ({ id }: { id: Identifier }) => ({ data: await call('IssueCompanyApiToken', { CompanyId: String(id) }) }),
  revokeCompanyApiToken: async ({ id }: { id: Identifier }) => ({ data: await call('RevokeCompanyApiToken', { CompanyId: String(id) }) }),
  addLocalServer: async ({ companyId, name }: { companyId: Identifier; name: string }) => ({
    data: await call('AddLocalServer', { CompanyId: String(companyId), Name: name }),
  }),
  regenerateLocalServerToken: async ({ companyId, id }: { companyId: Identifier; id: Identifier }) => ({
    data: await call('RegenerateLocalServerToken', { CompanyId: String(companyId), LocalServerId: String(id) }),
  }),
  deleteLocalServer: async ({ companyId, id }: { companyId: Identifier; id: Identifier }) => ({
    data: await call('DeleteLocalServer', { CompanyId: String(companyId), LocalServerId: String(id) }),
  }),
});
