import type { ActionCall } from './actionCall';

/**
 * The company form's tabs' calls that are no plain CRUD: tokens made by the server and shown once, and
 * an admin, named by the company and the user together.
 */
export const companyMethods = (call: ActionCall) => ({
  issueCompanyApiToken: (companyId: string) => call('IssueCompanyApiToken', { CompanyId: companyId }),
  revokeCompanyApiToken: (companyId: string) => call('RevokeCompanyApiToken', { CompanyId: companyId }),
  addLocalServer: (companyId: string, name: string) => call('AddLocalServer', { CompanyId: companyId, Name: name }),
  issueLocalServerToken: (localServerId: string) => call('IssueLocalServerToken', { LocalServerId: localServerId }),
  addCompanyAdmin: (
    companyId: string,
    admin: { phoneNumber: string; role: 'admin' | 'operator'; displayName?: string; password?: string },
  ) =>
    call('AddCompanyAdmin', {
      CompanyId: companyId,
      PhoneNumber: admin.phoneNumber,
      Role: admin.role,
      DisplayName: admin.displayName,
      Password: admin.password,
    }),
  editCompanyAdmin: (companyId: string, userId: string, role: 'admin' | 'operator') =>
    call('EditCompanyAdmin', { CompanyId: companyId, UserId: userId, Role: role }),
  removeCompanyAdmin: (companyId: string, userId: string) => call('RemoveCompanyAdmin', { CompanyId: companyId, UserId: userId }),
});
