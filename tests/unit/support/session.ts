import type { Profile, SignedInUser } from '../../../contract/auth';
import { COMPANY_ROLES, PLATFORM_ROLES } from '../../../contract/permissions';

export const COMPANY_A: Profile = {
  companyId: '0b0a1c3e-4d5f-4a6b-8c7d-9e0f1a2b3c4d',
  companyName: 'УК «Северный квартал»',
  role: 'director',
  customRoleName: null,
};
export const COMPANY_B: Profile = {
  companyId: '1c1b2d4f-5e60-4b7c-9d8e-0f1a2b3c4d5e',
  companyName: 'ТСЖ «Лесная, 20»',
  role: 'director',
  customRoleName: null,
};

/** A signed-in company admin with one profile, valid for an hour; override what a test needs. */
export const makeUser = (overrides: Partial<SignedInUser> = {}): SignedInUser => ({
  id: '5f1e2d3c-4b5a-4968-8776-655443322110',
  displayName: 'Ирина Смирнова',
  phoneNumber: '79001234567',
  area: 'company',
  companyId: COMPANY_A.companyId,
  companyName: COMPANY_A.companyName,
  credentials: { token: 'token-abc', apiKeyId: 'key-42' },
  permissions: [...COMPANY_ROLES.director],
  profiles: [COMPANY_A],
  hasMoreProfiles: false,
  expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
  ...overrides,
});

export const makePlatformUser = (overrides: Partial<SignedInUser> = {}): SignedInUser =>
  makeUser({
    area: 'platform',
    companyId: null,
    companyName: null,
    profiles: [],
    permissions: [...PLATFORM_ROLES.operator],
    displayName: 'Олег Платформов',
    ...overrides,
  });

/** A company admin of two companies who has not chosen one yet (the sign-in's company step). */
export const makeUnboundUser = (overrides: Partial<SignedInUser> = {}): SignedInUser =>
  makeUser({ companyId: null, companyName: null, profiles: [COMPANY_A, COMPANY_B], permissions: [], ...overrides });
