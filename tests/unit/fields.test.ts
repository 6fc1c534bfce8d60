import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  clearableText,
  integer,
  isCleanText,
  nullableText,
  queryBoolean,
  queryInteger,
  requiredText,
  text,
} from '../../contract/fields';
import { issueMessage } from '../../contract/issue-messages';
import { validation, withArgs } from '../../contract/messages';

/** The first message a schema gives for a value, as the server and the forms show it. */
const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: issueMessage }).error?.issues[0]?.message;

describe('text', () => {
  it.each([
    '\u0000',
    'a\u0000b',
    '\u0007',
    '\u001b[31m',
    '\u007f',
    '\u0085',
    'a\tb',
    'a\nb',
    '\ud800',
    'a\udc00',
    '\udc00\ud800',
  ])('refuses %j in a single-line text', (value) => {
    expect(isCleanText(value)).toBe(false);
    expect(messageOf(requiredText(), `Name ${value} x`)).toBe(validation.invalidCharacters);
  });

  it('allows tab and line breaks in a multi-line text, never NUL', () => {
    expect(clearableText({ multiline: true }).parse('one\r\n\ttwo')).toBe('one\r\n\ttwo');
    expect(messageOf(clearableText({ multiline: true }), 'one\u0000two')).toBe(validation.invalidCharacters);
    expect(messageOf(clearableText(), 'one\ntwo')).toBe(validation.invalidCharacters);
  });

  it('keeps letters of every script, emoji and a pasted trailing line break', () => {
    expect(requiredText().parse('ул. Лесная 😀 שלום\n')).toBe('ул. Лесная 😀 שלום');
    expect(text().parse('')).toBe('');
  });

  it('never makes text of another type', () => {
    for (const value of [1, true, [], {}]) expect(requiredText().safeParse(value).success).toBe(false);
  });

  it('keeps the catalogue’s messages', () => {
    expect(messageOf(requiredText(), '')).toBe(validation.required);
    expect(messageOf(requiredText(), 'x')).toBe(validation.minLength2);
    expect(messageOf(requiredText(), 'x'.repeat(201))).toBe(validation.maxLength200);
    expect(messageOf(clearableText({ max: 50 }), 'x'.repeat(51))).toBe(withArgs(validation.maxLength, { max: 50 }));
  });

  it('clears: empty is null, absent stays absent (clearable) or is null (nullable)', () => {
    expect(clearableText().parse('  ')).toBeNull();
    expect(clearableText().parse(undefined)).toBeUndefined();
    expect(nullableText().parse(undefined)).toBeNull();
    expect(nullableText().parse(' a ')).toBe('a');
  });
});

describe('numbers', () => {
  it('takes a JSON number in a body, never text or a yes/no, within int4 by default', () => {
    expect(integer().parse(5)).toBe(5);
    expect(messageOf(integer(), true)).toBe(validation.number);
    expect(messageOf(integer(), '5')).toBe(validation.number);
    expect(messageOf(integer(), 1.5)).toBe(validation.integer);
    expect(messageOf(integer(), 2_147_483_648)).toBe(withArgs(validation.atMost, { max: 2_147_483_647 }));
    expect(messageOf(integer(), -2_147_483_649)).toBe(withArgs(validation.atLeast, { min: -2_147_483_648 }));
  });

  it('takes only the documented form of a whole number in a query string', () => {
    const limit = queryInteger({ min: 1, max: 1000 });
    expect(limit.parse('25')).toBe(25);
    expect(limit.parse(25)).toBe(25);
    for (const value of ['', ' 5', '5 ', '+5', '1e3', '0x10', '1.0', 'true', 'NaN', true, ['1']]) {
      expect(messageOf(limit, value), JSON.stringify(value)).toBe(validation.number);
    }
    expect(messageOf(limit, '1001')).toBe(withArgs(validation.atMost, { max: 1000 }));
    expect(messageOf(queryInteger({ min: 1, error: validation.invalid }), 'x')).toBe(validation.invalid);
  });

  it('takes only true and false as a yes/no in a query string', () => {
    expect(queryBoolean().parse('true')).toBe(true);
    expect(queryBoolean().parse('false')).toBe(false);
    for (const value of ['1', '0', 'TRUE', 'yes', '', 1]) expect(queryBoolean().safeParse(value).success).toBe(false);
  });
});
