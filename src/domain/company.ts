import { z } from 'zod';
import { clearableEmail, flag, id, integer, INT4_MAX, nullableText, requiredText, text } from './fields';
import { isValidInn } from './inn';
import { validation, withArgs } from './messages';
import { parsePhone } from './phone';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';

/**
 * Companies (spec section 3: Company): the platform registers them and edits their details, key quota,
 * API token and what hangs off them (admins: company-admin.ts, local servers: local-server.ts, payment
 * methods: payment-method.ts, SIP servers: sip.ts). A company's own admins see and change only its
 * contact details (the company area's profile).
 */

/** What a company is to the platform (spec: role; its values are not shown, these are ours). */
export const companyRoles = ['management', 'service', 'dealer'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** What an admin may be in a company (company_profiles.role). */
export const adminRoles = ['admin', 'operator'] as const;
export type AdminRole = (typeof adminRoles)[number];

/**
 * The key statuses that take a place of the company's quota: a key not yet answered, accepted, or
 * asked to be deleted. A declined, deleted or expired key frees its place.
 */
export const keyStatusesInUse = ['none', 'sent', 'approved', 'deleteUser', 'deleteAdmin'] as const;

export const MAX_COMPANY_PHONES = 5;

/**
 * The company's registration link, which its QR code carries: residents' phones open it to register with
 * the company. The page behind it is the mobile side's (not this console's).
 */
export const companyRegistrationLink = (origin: string, companyId: string) =>
  `${origin}/register?company=${encodeURIComponent(companyId)}`;

export const companyMessages = {
  innTaken: 'resources.companies.errors.innTaken',
  /** Deleting would take its abonents, locks' assignment and keys with it: the counts say what is left. */
  hasRecords: 'resources.companies.errors.hasRecords',
} as const;

/** An INN a person may leave empty (null); given, 10 or 12 digits with the right check digits. */
const nullableInn = () =>
  text({ trim: true })
    .refine((value) => value === '' || isValidInn(value), { error: validation.inn })
    .nullish()
    .transform((value) => (value ? value : null));

/** The company's phones as people type them, each stored as E.164 digits; empty lines are dropped. */
const phoneList = () =>
  z
    .array(text({ trim: true }), { error: validation.invalid })
    .transform((values, ctx) => {
      const given = values.filter((value) => value !== '');
      const phones = given.map((value) => parsePhone(value)?.number.slice(1));
      if (phones.some((phone) => phone === undefined)) ctx.addIssue({ code: 'custom', message: validation.phone });
      if (given.length > MAX_COMPANY_PHONES) {
        ctx.addIssue({ code: 'custom', message: withArgs(validation.atMost, { max: MAX_COMPANY_PHONES }) });
      }
      return phones as string[];
    });

/** The contact details: what the company's own admins may change (the company area's profile). */
export const companyContactFields = {
  address: nullableText({ max: 500 }),
  phones: phoneList(),
  support: nullableText(),
  email: clearableEmail().transform((value) => value ?? null),
};

export const companyFields = {
  name: requiredText(),
  inn: nullableInn(),
  region: nullableText(),
  brand: nullableText(),
  ...companyContactFields,
  role: z.enum(companyRoles, { error: validation.required }),
  isParking: flag(),
  createUsersWhenRegisteringAbonents: flag(),
  /** The key quota; keys used and remaining are counted from the company's keys. */
  keysAvailable: integer({ min: 0, max: INT4_MAX }),
};
export const companyForm = z.object(companyFields);
export type CompanyForm = z.input<typeof companyForm>;
export const companyProfileForm = z.object(companyContactFields);

/** A new company's form. */
export const companyDefaults = {
  name: '',
  inn: null,
  region: null,
  brand: null,
  address: null,
  phones: [],
  support: null,
  email: null,
  role: 'management',
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
  phones: z.array(z.string()),
  support: nullableString,
  email: nullableString,
  role: z.enum(companyRoles),
  isParking: z.boolean(),
  createUsersWhenRegisteringAbonents: z.boolean(),
  keysAvailable: z.number().int(),
  /** Keys in a status of keyStatusesInUse. */
  keysUsed: z.number().int(),
  /** What the quota leaves; below zero when the quota was lowered under the keys in use. */
  keysRemaining: z.number().int(),
  /** The people who hold the company's keys in use. */
  users: z.number().int(),
  administrators: z.number().int(),
  /** When the API token in force was issued; null: none. The token itself is never returned. */
  apiTokenIssued: nullableString,
  created: z.string(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;

export const companySortFields = ['name', 'inn', 'region', 'brand', 'keysAvailable', 'created'] as const;

const companyParams = z.object(toParams(companyFields));
const companyId = z.object({ CompanyId: id() });
/** A token shown once: the only time anybody sees it. */
export const tokenOutput = z.object({ token: z.string() });

export const companyActions = {
  GetCompanies: defineAction({
    method: 'GET',
    area: 'platform',
    summary:
      'Lists the platform’s companies with their details, keys used (keys not declined, deleted or expired) and remaining of the quota, key holders and admins: search in name, INN, region and brand, sort, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional() }),
    output: listOutput(companyRecord),
  }),
  RegisterCompany: defineAction({
    method: 'POST',
    area: 'platform',
    summary:
      'Registers a company: Name is required, INN (10 or 12 digits with valid check digits, unique: 409 on Inn) and E-mail are checked; what is not given takes its default.',
    input: companyParams.partial().extend({ Name: companyParams.shape.Name }),
    output: createdOutput,
  }),
  EditCompany: defineAction({
    method: 'POST',
    area: 'platform',
    summary: 'Changes the given details of a company and returns its record.',
    input: companyParams.partial().extend({ CompanyId: id() }),
    output: companyRecord,
  }),
  DeleteCompany: defineAction({
    method: 'POST',
    area: 'platform',
    summary:
      'Deletes a company with its admins’ profiles, local servers, SIP servers and payment methods; refused (409, with the counts) while it has abonents, locks or keys.',
    input: companyId,
    output: emptyOutput,
  }),
  IssueCompanyApiToken: defineAction({
    method: 'POST',
    area: 'platform',
    summary: 'Gives the company a new API token and returns it, the only time it is shown (only its SHA-256 is kept); the previous one stops working.',
    input: companyId,
    output: tokenOutput,
  }),
  RevokeCompanyApiToken: defineAction({
    method: 'POST',
    area: 'platform',
    summary: 'Revokes the company’s API token: it has none until a new one is issued.',
    input: companyId,
    output: emptyOutput,
  }),
  GetCompanyProfile: defineAction({
    method: 'GET',
    area: 'company',
    summary: 'The signed-in company’s own record (its Id parameter, when given, must be the session’s company).',
    input: z.object({ Id: id().optional() }),
    output: companyRecord,
  }),
  EditCompanyProfile: defineAction({
    method: 'POST',
    area: 'company',
    summary:
      'Changes the signed-in company’s contact details (Address, Phones, Support, Email); the other details are the platform’s and are not taken. Returns the record.',
    input: z.object(toParams(companyContactFields)).partial().extend({ Id: id().optional() }),
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
    companies: {
      one: { action: 'GetCompanyProfile', idParam: 'Id' },
      update: { action: 'EditCompanyProfile', idParam: 'Id' },
    },
  },
});
