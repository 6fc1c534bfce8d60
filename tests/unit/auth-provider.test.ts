import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../src/authProvider/authProvider';
import { selectCompany } from '../../src/authProvider/signIn';
import { createAreaStore } from '../../src/session/areaStore';
import { readSession, SESSION_KEY } from '../../src/session/session';
import { stubServer } from './support/fakeServer';
import { COMPANY_B, makePlatformUser, makeUnboundUser, makeUser } from './support/session';

/** The authProvider of an area over its store, with only `fetch` stubbed. */

describe('createAuthProvider', () => {
  it('checkAuth lets in a bound session and refuses none, an expired one, or a company session without a company', async () => {
    const store = createAreaStore('company');
    const auth = createAuthProvider('company', store);
    await expect(auth.checkAuth({})).rejects.toBeUndefined();
    store.setItem(SESSION_KEY, makeUser({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    await expect(auth.checkAuth({})).rejects.toBeUndefined();
    store.setItem(SESSION_KEY, makeUnboundUser());
    await expect(auth.checkAuth({})).rejects.toBeUndefined();
    store.setItem(SESSION_KEY, makeUser());
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it("checks only its own area's session", async () => {
    const company = createAreaStore('company');
    company.setItem(SESSION_KEY, makeUser());
    await expect(createAuthProvider('platform', createAreaStore('platform')).checkAuth({})).rejects.toBeUndefined();
  });

  it('login calls Login with the phone, password and area, and remembers the session', async () => {
    const user = makePlatformUser();
    const server = stubServer({ Login: { body: user } });
    const store = createAreaStore('platform');
    await createAuthProvider('platform', store).login({ username: '79001234567', password: 'pa55word' });
    expect(server.requests[0].body).toEqual({
      Action: 'Login',
      PhoneNumber: '79001234567',
      Password: 'pa55word',
      Area: 'platform',
    });
    expect(server.requests[0].headers.has('Authorization')).toBe(false);
    expect(readSession(store)).toEqual(user);
  });

  it('logout revokes the token on the server with its own Authorization and forgets the session', async () => {
    const server = stubServer({ Logout: { body: {} } });
    const store = createAreaStore('company');
    store.setItem(SESSION_KEY, makeUser({ credentials: { apiKeyId: 'key-1', token: 'tok' } }));
    await createAuthProvider('company', store).logout({});
    expect(server.requestsOf('Logout')).toHaveLength(1);
    expect(server.requests[0].headers.get('Authorization')).toBe('SAS-TOKEN key-1:tok');
    expect(store.getItem(SESSION_KEY)).toBeUndefined();
  });

  it('logout forgets the session even when the server cannot be reached, and calls nothing when signed out', async () => {
    const server = stubServer({ Logout: { status: 500, body: { error: 'common.errors.internal' } } });
    const store = createAreaStore('company');
    store.setItem(SESSION_KEY, makeUser());
    await createAuthProvider('company', store).logout({});
    expect(store.getItem(SESSION_KEY)).toBeUndefined();

    await createAuthProvider('company', store).logout({});
    expect(server.requests).toHaveLength(1);
  });

  it('getIdentity gives the user, getPermissions the area', async () => {
    const store = createAreaStore('company');
    const auth = createAuthProvider('company', store);
    await expect(auth.getIdentity!()).rejects.toBeUndefined();
    const user = makeUser();
    store.setItem(SESSION_KEY, user);
    await expect(auth.getIdentity!()).resolves.toEqual({ id: user.id, fullName: user.displayName });
    await expect(auth.getPermissions!({})).resolves.toBe('company');
  });
});

describe('selectCompany', () => {
  it('calls SelectProfile with the company, signed in with the unbound session, and stores the bound one', async () => {
    const unbound = makeUnboundUser();
    const bound = { ...unbound, companyId: COMPANY_B.companyId };
    const server = stubServer({ SelectProfile: { body: bound } });
    const store = createAreaStore('company');
    store.setItem(SESSION_KEY, unbound);
    await expect(selectCompany(store, COMPANY_B.companyId)).resolves.toEqual(bound);
    expect(server.requests[0].body).toEqual({ Action: 'SelectProfile', CompanyId: COMPANY_B.companyId });
    expect(server.requests[0].headers.get('Authorization')).toBe(
      `SAS-TOKEN ${unbound.credentials.apiKeyId}:${unbound.credentials.token}`,
    );
    expect(readSession(store)).toEqual(bound);
  });
});
