import { useRecordContext } from 'react-admin';
import type { CompanyRecord } from '../../../contract/company';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { TokenSection } from './TokenSection';

/**
 * The company's API token: a first one is issued at once; replacing or revoking it asks first; the toast
 * says which was done.
 */
export const ApiTokenSection = () => {
  const dataProvider = useConsoleDataProvider();
  const company = useRecordContext<CompanyRecord>();
  if (!company) return null;
  return (
    <TokenSection
      title="resources.companies.fields.apiToken"
      issued={company.apiTokenIssued}
      labels={{
        issue: 'resources.companies.token.generate',
        reissue: 'resources.companies.actions.updateToken',
        revoke: 'resources.companies.token.revoke',
        issued: 'resources.companies.help.tokenIssued',
        none: 'resources.companies.help.noToken',
      }}
      questions={{
        reissue: 'resources.companies.confirm.updateToken',
        revoke: 'resources.companies.confirm.revokeToken',
      }}
      notices={{
        issued: 'resources.companies.notifications.apiTokenIssued',
        revoked: 'resources.companies.notifications.apiTokenRevoked',
      }}
      issue={async () => (await dataProvider.issueCompanyApiToken({ id: company.id })).data.token}
      revoke={() => dataProvider.revokeCompanyApiToken({ id: company.id })}
    />
  );
};
