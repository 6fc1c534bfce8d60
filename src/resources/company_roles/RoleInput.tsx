import { useQuery } from '@tanstack/react-query';
import { SelectInput, type SelectInputProps, useTranslate } from 'react-admin';
import { COMPANY_ROLE_NAMES } from '../../../contract/permissions';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';

/** The query of a company's own roles, shared by every role input of the company's page. */
export const companyRolesQueryKey = (companyId: string) => ['company_roles', 'choices', companyId];

/**
 * An administrator's role: the built-in roles, then the company's own (contract/permissions.ts). The
 * value is what the contract's `roleRef` takes: a built-in role's name or an own role's id.
 */
export const RoleInput = ({ companyId, ...props }: { companyId: string } & Omit<SelectInputProps, 'choices'>) => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { data } = useQuery({
    queryKey: companyRolesQueryKey(companyId),
    queryFn: () => dataProvider.getCompanyRoles(companyId),
  });
  const choices = [
    ...COMPANY_ROLE_NAMES.map((name) => ({ id: name, name: translate(`resources.company_roles.builtIn.${name}`) })),
    ...(data?.data.items ?? []).map((role) => ({ id: role.id, name: role.name })),
  ];
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
};
