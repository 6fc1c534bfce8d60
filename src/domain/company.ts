import { z } from 'zod';
import { id } from './fields';
import { defineAction, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * Companies as the platform area's selectors and filters need them (their id and name). The companies
 * screen itself (spec: company form with tabs) is not built yet; it will extend this entity.
 */
export const companyChoice = z.object({ id: z.string(), name: z.string() });
export type CompanyChoice = z.infer<typeof companyChoice>;

export const companyActions = {
  GetCompanies: defineAction({
    method: 'GET',
    area: 'platform',
    summary: 'Lists the platform’s companies by name: search in the name, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional() }),
    output: listOutput(companyChoice),
  }),
};

export const companyEntity = defineEntity(companyActions, {
  platform: {
    companies: { list: 'GetCompanies', one: { action: 'GetCompanies', idParam: 'Id' } },
  },
});
