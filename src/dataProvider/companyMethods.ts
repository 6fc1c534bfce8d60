import type { ActionInput } from '../domain/actions';
import type { ActionCall } from './actionCall';

/** The company form's admins tab: its Actions name the company and the user, not one record id. */
export const companyMethods = (call: ActionCall) => ({
  getCompanyAdmins: async (companyId: string) => ({ data: await call('GetCompanyAdmins', { CompanyId: companyId, Limit: 100 }) }),
  addCompanyAdmin: async (params: ActionInput<'AddCompanyAdmin'>) => ({ data: await call('AddCompanyAdmin', params) }),
  editCompanyAdmin: async (params: ActionInput<'EditCompanyAdmin'>) => ({ data: await call('EditCompanyAdmin', params) }),
  removeCompanyAdmin: async (params: ActionInput<'RemoveCompanyAdmin'>) => ({ data: await call('RemoveCompanyAdmin', params) }),
});
