import { z } from 'zod';
import { clearableEmail, clearableText, flag, id, integer, requiredText } from './fields';
import { innProblem } from './inn';
import { validation } from './messages';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';

/**
 * Companies (Company): the management and access-control companies of the platform,
 * with their details, key quota, local servers and API token. The platform manages them all
 * (Set A: /companies); a company admin sees and changes a few details of their own (Set B: companies).
 */

export const companyMessages = {
  inUse: 'resources.companies.errors.inUse',
  localServerInUse: 'resources.companies.errors.localServerInUse',
} as const;

/** An INN, or nothing: 10 or 12 digits whose check digits are right. */
const inn = () =>
  clearableText({ max: 12 }).superRefine((value, ctx) => {
    const problem = value == null ? undefined : innProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem === 'format' ? validation.inn : validation.innCheckDigit });
    }
  });

/** The details a company admin may change themselves; the rest only the platform does. */
export const ownCompanyFields = {
  address: clearableText({ max: 500 }),
  phones: clearableText({ max: 200 }),
  support: clearableText({ max: 200 }),
  email: clearableEmail(),
  /** Its administrators sign in with a second factor (contract/two-factor.ts). */
  requireTwoFactor: flag().optional(),
};

export const companyFields = {
  name: requiredText(),
  inn: inn(),
  region: clearableText(),
  brand: clearableText(),
  role: clearableText({ max: 64 }),
  ...ownCompanyFields,
  isParking: flag().optional(),
  createUsersOnRegistration: flag().optional(),
  /** How many keys the company may issue; used and remaining are counted from the keys themselves. */
  keysAvailable: integer({ min: 0 }).optional(),
};
export const companyForm = z.object(companyFields);
export type CompanyForm = z.input<typeof companyForm>;
export const ownCompanyForm = z.object(ownCompanyFields);

export const companyDefaults = {
  name: '',
  inn: null,
  region: null,
  brand: null,
  role: null,
  address: null,
  phones: null,
  support: null,
  email: null,
  isParking: false,
  createUsersOnRegistration: false,
  requireTwoFactor: false,
  keysAvailable: 0,
} satisfies CompanyForm;

/** A company as lists and selectors read it: the selectors need only id and name. */
export const companyRecord = z.object({
  id: z.string(),
  name: z.string(),
  inn: z.string().nullable(),
  region: z.string().nullable(),
  brand: z.string().nullable(),
  role: z.string().nullable(),
  address: z.string().nullable(),
  phones: z.string().nullable(),
  support: z.string().nullable(),
  email: z.string().nullable(),
  isParking: z.boolean(),
  createUsersOnRegistration: z.boolean(),
  requireTwoFactor: z.boolean(),
  keysAvailable: z.number().int(),
  /** Keys of the company that are live (not deleted, not expired). */
  keysUsed: z.number().int(),
  keysRemaining: z.number().int(),
  /** The company's residents (abonents). */
  users: z.number().int(),
  administrators: z.number().int(),
  created: z.string(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;
export const companyChoice = companyRecord.pick({ id: true, name: true });

export const companySortFields = ['name', 'inn', 'region', 'brand', 'created'] as const;

const companyParams = z.object(toParams(companyFields));
const tokenOutput = z.object({ token: z.string() });

export const companyActions = {
  GetCompanies: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary:
      'Lists the platform’s companies with their details, keys used and remaining, residents and admins: search in name, INN and region, sort, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional() }),
    output: listOutput(companyRecord),
  }),
  RegisterCompany: defineAction({
    method: 'POST',
    creates: true,
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Registers a company: Name required; INN checked (10 or 12 digits with their check digits), E-mail checked.',
    input: companyParams.partial().extend({ Name: companyParams.shape.Name }),
    output: createdOutput,
  }),
  EditCompany: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Changes the given fields of a company and returns the stored record.',
    input: companyParams.partial().extend({ CompanyId: id() }),
    output: companyRecord,
  }),
  DeleteCompany: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Deletes a company; refused (409, saying what it still has) while it has abonents, locks or keys.',
    input: z.object({ CompanyId: id() }),
    output: emptyOutput,
  }),
  AddLocalServer: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Adds a local server to a company and returns its id and its token, this once (only its hash is stored).',
    input: z.object({ CompanyId: id(), Name: requiredText() }),
    output: createdOutput.extend({ token: z.string() }),
  }),
  RegenerateLocalServerToken: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Gives a local server a new token, returned this once; the previous one stops working at once.',
    input: z.object({ CompanyId: id(), LocalServerId: id() }),
    output: tokenOutput,
  }),
  DeleteLocalServer: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Deletes a local server; refused (409) while it has local keys.',
    input: z.object({ CompanyId: id(), LocalServerId: id() }),
    output: emptyOutput,
  }),
  GetOwnCompany: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'any',
    summary: 'The session’s company as its admins see it; another CompanyId is not found (404).',
    input: z.object({ CompanyId: id() }),
    output: companyRecord,
  }),
  EditOwnCompany: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'company.manage',
    summary:
      'Changes the session’s company’s address, phones, support, e-mail and whether its administrators must sign in with a second factor (the rest is the platform’s) and returns it.',
    input: z.object(toParams(ownCompanyFields)).partial().extend({ CompanyId: id() }),
    output: companyRecord,
  }),
};

export const companyEntity = defineEntity(companyActions, {
  platform: {
    companies: {
      list: 'GetCompanies',
      one: { action: 'GetCompanies', idParam: 'Id' },
      create: 'RegisterCompany',
      update: { action: 'EditCompany', idParam: 'CompanyId' },
      delete: { action: 'DeleteCompany', idParam: 'CompanyId' },
    },
  },
  company: {
    // The company's own profile: its route opens the session's company (any other id is not found).
    companies: {
      one: { action: 'GetOwnCompany', idParam: 'CompanyId' },
      update: { action: 'EditOwnCompany', idParam: 'CompanyId' },
    },
  },
});
