import { z } from 'zod';
import { id } from './fields';
import { defineAction, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/** Company (spec section 3), so far as the platform area chooses one (the Audit screen's filter). */
export const companyListItem = z.object({ id: z.string(), name: z.string() });
export type CompanyListItem = z.infer<typeof companyListItem>;

export const companySortFields = ['name'] as const;

export const companyActions = {
  GetCompanies: defineAction({
    method: 'GET',
    area: 'platform',
    summary: 'Lists the platform’s companies: search in the name, sorted by name, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional() }),
    output: listOutput(companyListItem),
  }),
};

export const companyEntity = defineEntity(companyActions, {
  platform: { companies: { list: 'GetCompanies', one: { action: 'GetCompanies', idParam: 'Id' } } },
});
