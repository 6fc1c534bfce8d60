import type { Identifier } from 'react-admin';
import type { ActionInput } from '../../contract/actions';
import type { ActionCall } from './actionCall';

/**
 * The companies' token, local-server and admin Actions, spread into the dataProvider. Tokens come back
 * once; admins are named by company and user, not by one record id.
 */
export const companyMethods = (call: ActionCall) => ({
  /** Which of a new company's first steps are done (the setup checklist). */
  getSetupProgress: async () => ({ data: await call('GetSetupProgress', {}) }),
  /** A company's API tokens (a company session: its own, whatever is asked). */
  getCompanyApiTokens: async (companyId?: string) => ({
    data: await call('GetCompanyApiTokens', { CompanyId: companyId, Limit: 100 }),
  }),
  issueCompanyApiToken: async (params: ActionInput<'IssueCompanyApiToken'>) => ({
    data: await call('IssueCompanyApiToken', params),
  }),
  revokeCompanyApiToken: async (tokenId: string) => ({
    data: await call('RevokeCompanyApiToken', { TokenId: tokenId }),
  }),
  addLocalServer: async ({ companyId, name }: { companyId: Identifier; name: string }) => ({
    data: await call('AddLocalServer', { CompanyId: String(companyId), Name: name }),
  }),
  regenerateLocalServerToken: async ({ companyId, id }: { companyId: Identifier; id: Identifier }) => ({
    data: await call('RegenerateLocalServerToken', { CompanyId: String(companyId), LocalServerId: String(id) }),
  }),
  deleteLocalServer: async ({ companyId, id }: { companyId: Identifier; id: Identifier }) => ({
    data: await call('DeleteLocalServer', { CompanyId: String(companyId), LocalServerId: String(id) }),
  }),
  /** A company's own roles (a company session: its own, whatever is asked), for choosing an admin's role. */
  getCompanyRoles: async (companyId?: string) => ({
    data: await call('GetCompanyRoles', { CompanyId: companyId, Limit: 100 }),
  }),
  getCompanyAdmins: async (companyId: string) => ({
    data: await call('GetCompanyAdmins', { CompanyId: companyId, Limit: 100 }),
  }),
  addCompanyAdmin: async (params: ActionInput<'AddCompanyAdmin'>) => ({ data: await call('AddCompanyAdmin', params) }),
  editCompanyAdmin: async (params: ActionInput<'EditCompanyAdmin'>) => ({
    data: await call('EditCompanyAdmin', params),
  }),
  removeCompanyAdmin: async (params: ActionInput<'RemoveCompanyAdmin'>) => ({
    data: await call('RemoveCompanyAdmin', params),
  }),
});
