import { text } from './fields';
import { validation, withArgs } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** A new password as a person sets it: any characters, 8 to 256 of them (stored as an argon2id hash). */
export const newPassword = () =>
  text({ error: validation.required })
    .min(1, { error: validation.required })
    .min(PASSWORD_MIN_LENGTH, { error: withArgs(validation.minLength, { min: PASSWORD_MIN_LENGTH }) })
    .max(PASSWORD_MAX_LENGTH, { error: withArgs(validation.maxLength, { max: PASSWORD_MAX_LENGTH }) });
