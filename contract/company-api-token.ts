import { z } from 'zod';
import { id, queryInteger, requiredText } from './fields';
import { roleRef } from './company-role';
import { defineAction, emptyOutput, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * A company's API tokens (README, "The company API"): its own systems call the company Actions with
 * `Authorization: COMPANY-TOKEN <id>:<token>`, as a session of the role chosen when the token was issued,
 * until it expires or is revoked. The token is shown once; only its hash is kept.
 */
export const COMPANY_TOKEN_SCHEME = 'COMPANY-TOKEN';
export const API_TOKEN_MAX_DAYS = 365;
export const API_TOKEN_DEFAULT_DAYS = 90;

export const apiTokenForm = z.object({
  name: requiredText({ min: 1, max: 100 }),
  role: roleRef(),
  validDays: queryInteger({ min: 1, max: API_TOKEN_MAX_DAYS }),
});

export const companyApiTokenRecord = z.object({
  id: z.string(),
  name: z.string(),
  /** A built-in role's name or the id of one of the company's own roles (then named by customRoleName). */
  role: z.string(),
  customRoleName: z.string().nullable(),
  created: z.string(),
  createdByName: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type CompanyApiTokenRecord = z.infer<typeof companyApiTokenRecord>;

export const companyApiTokenActions = {
  GetCompanyApiTokens: defineAction({
    method: 'GET',
    area: 'console',
    permission: 'company.manage',
    summary:
      "Lists a company's API tokens, newest first, with their role, expiry, revocation and last use (a company session: its own; the platform: CompanyId's). Never the token.",
    input: listInput.extend({ CompanyId: id().optional() }),
    output: listOutput(companyApiTokenRecord),
  }),
  IssueCompanyApiToken: defineAction({
    method: 'POST',
    area: 'console',
    permission: 'company.manage',
    summary: `Issues an API token named Name, limited to Role, valid for ValidDays days (1 to ${API_TOKEN_MAX_DAYS}); the token is returned this once (only its hash is kept). The platform names the company (CompanyId).`,
    input: z.object({
      CompanyId: id().optional(),
      Name: apiTokenForm.shape.name,
      Role: apiTokenForm.shape.role,
      ValidDays: apiTokenForm.shape.validDays,
    }),
    output: z.object({ id: z.string(), token: z.string(), expiresAt: z.string() }),
  }),
  RevokeCompanyApiToken: defineAction({
    method: 'POST',
    area: 'console',
    permission: 'company.manage',
    summary: "Revokes one of a company's API tokens: its next call is refused with 401.",
    input: z.object({ TokenId: id() }),
    output: emptyOutput,
  }),
};

export const companyApiTokenEntity = defineEntity(companyApiTokenActions);
