import { z } from 'zod';
import { id } from './fields';
import { defineAction, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/** A company as the platform area's selectors and filters name it (a lock's or a postamate's company). */
export const companyOption = z.object({ id: z.string(), name: z.string() });
export type CompanyOption = z.infer<typeof companyOption>;
export const companyOptionSortFields = ['name'] as const;

export const companyOptionActions = {
  GetCompanyOptions: defineAction({
    method: 'GET',
    area: 'platform',
    summary: "Lists the platform's companies by name, for choosing one: search in the name, paged; `CompanyId` fetches one.",
    input: listInput.extend({ CompanyId: id().optional() }),
    output: listOutput(companyOption),
  }),
};

/** The companies a platform form or filter chooses from (the full companies screen is another resource). */
export const companyOptionEntity = defineEntity(companyOptionActions, {
  platform: {
    company_options: {
      list: 'GetCompanyOptions',
      one: { action: 'GetCompanyOptions', idParam: 'CompanyId' },
    },
  },
});
