import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET } from '../../../server/db/seed/demo-data';

/**
 * The second factor of the specs' sign-ins. The platform requires one of its operators, and the seed enrols
 * the demo operator with the documented DEMO_TOTP_SECRET: a spec computes its code as an authenticator app
 * would. The end-to-end servers accept a time step already used (TWO_FACTOR_ALLOW_REPLAY, set only by
 * playwright.config.ts), since the specs sign the operator in many times within 30 seconds; that refusal
 * is the server tests' (tests/server/two-factor.test.ts).
 */
export const totpCode = (secret = DEMO_TOTP_SECRET, timestamp = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp });

export { DEMO_TOTP_SECRET };
