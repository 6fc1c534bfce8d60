import { z } from 'zod';
import { flag, id, integer, nullableText, requiredText, text } from './fields';
import { isValidInn } from './inn';
import { validation } from './messages';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';

/**
 * Companies (spec section 3: Company). The platform's selectors and filters need only their id and name
 * (GetCompanies); the platform's companies screen registers and edits the whole record
 * (GetPlatformCompanies and the rest). Keys used and remaining are counted from the keys issued.
 */
export const companyChoice = z.object({ id: z.string(), name: z.string() });
export type CompanyChoice = z.infer<typeof companyChoice>;

export const companyMessages = {
  inUse: 'resources.companies.errors.inUse',
} as const;

/** A text a person may leave empty, checked only when filled. */
const checkedText = (valid: (value: string) => boolean, message: string) =>
  text({ trim: true })
    .max(200, { error: validation.maxLength200 })
    .refine((value) => value === '' || valid(value), { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const companyFields = {
  name: requiredText(),
  address: nullableText(),
  inn: checkedText(isValidInn, validation.inn),
  region: nullableText(),
  brand: nullableText(),
  phones: nullableText(),
  support: nullableText(),
  email: checkedText((value) => EMAIL.test(value), validation.email),
  role: nullableText(),
  isParking: flag(),
  createUsersWhenRegisteringAbonents: flag(),
  keysAvailable: integer({ min: 0 }),
};
export const companyForm = z.object(companyFields);
export type CompanyForm = z.input<typeof companyForm>;

/** What a company admin may change of its own company (spec: the contacts); the rest is the platform's. */
export const companyProfileFieldNames = ['phones', 'support', 'email', 'address'] as const;

export const companyDefaults = {
  name: '',
  address: null,
  inn: null,
  region: null,
  brand: null,
  phones: null,
  support: null,
  email: null,
  role: null,
  isParking: false,
  createUsersWhenRegisteringAbonents: false,
  keysAvailable: 0,
} satisfies CompanyForm;

const nullableString = z.string().nullable();
export const companyRecord = z.object({
  id: z.string(),
  name: z.string(),
  address: nullableString,
  inn: nullableString,
  region: nullableString,
  brand: nullableString,
  phones: nullableString,
  support: nullableString,
  email: nullableString,
  role: nullableString,
  isParking: z.boolean(),
  createUsersWhenRegisteringAbonents: z.boolean(),
  keysAvailable: z.number().int(),
  /** Registration keys the company has issued, and what is left of keysAvailable (never below 0). */
  keysUsed: z.number().int(),
  keysRemaining: z.number().int(),
  /** Abonents (the company's residents) and the users administering the company. */
  users: z.number().int(),
  administrators: z.number().int(),
  created: z.string(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;

export const companySortFields = ['name', 'inn', 'region', 'brand', 'created'] as const;

const companyParams = z.object(toParams(companyFields));

export const companyActions = {
  GetCompanies: defineAction({
    method: 'GET',
    area: 'platform',
    summary: 'Lists the platform’s companies by name for selectors: search in the name, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional() }),
    output: listOutput(companyChoice),
  }),
  GetPlatformCompanies: defineAction({
    method: 'GET',
    area: 'platform',
    summary:
      'Lists the companies with their details, keys used and remaining, abonents and administrators: search in name, INN and region; sorted, paged; `CompanyId` fetches one.',
    input: listInput.extend({ CompanyId: id().optional() }),
    output: listOutput(companyRecord),
  }),
  RegisterCompany: defineAction({
    method: 'POST',
    area: 'platform',
    summary: 'Registers a company: Name is required; INN (10 or 12 digits with a valid checksum) and E-mail are checked when given.',
    input: companyParams.partial().extend({ Name: companyParams.shape.Name }),
    output: createdOutput,
  }),
  EditCompany: defineAction({
    method: 'POST',
    area: 'platform',
    summary: 'Changes the given fields of a company and returns the stored record.',
    input: companyParams.partial().extend({ CompanyId: id() }),
    output: companyRecord,
  }),
  DeleteCompany: defineAction({
    method: 'POST',
    area: 'platform',
    summary: 'Deletes a company; refused (409, saying how many) while it has abonents, locks or registration keys.',
    input: z.object({ CompanyId: id() }),
    output: emptyOutput,
  }),
};

/** The platform's companies (Set A: /companies); selectors read the same resource. */
export const companyEntity = defineEntity(companyActions, {
  platform: {
    companies: {
      list: 'GetPlatformCompanies',
      one: { action: 'GetPlatformCompanies', idParam: 'CompanyId' },
      create: 'RegisterCompany',
      update: { action: 'EditCompany', idParam: 'CompanyId' },
      delete: { action: 'DeleteCompany', idParam: 'CompanyId' },
    },
  },
});
