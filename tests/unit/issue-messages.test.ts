import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage } from '../../contract/issue-messages';
import { validation, withArgs } from '../../contract/messages';

/** The first message zod reports for `input`, with the contract's error map. */
const messageFor = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input, { error: issueMessage }).error?.issues[0].message;

describe('issueMessage: zod issues as translation keys', () => {
  it('says a missing value is required and a non-number is not a number', () => {
    expect(messageFor(z.object({ name: z.string() }), {})).toBe(validation.required);
    expect(messageFor(z.number(), 'abc')).toBe(validation.number);
    expect(messageFor(z.coerce.number(), 'abc')).toBe(validation.number);
  });

  it('says a number with a fraction where a whole one is asked for is not a whole number', () => {
    expect(messageFor(z.number().int(), 2.5)).toBe(validation.integer);
    expect(messageFor(z.int(), 'abc')).toBe(validation.number);
  });

  it('gives string lengths with the spec’s own wording for 2 and 200', () => {
    expect(messageFor(z.string().min(2), 'a')).toBe(validation.minLength2);
    expect(messageFor(z.string().min(5), 'abc')).toBe(withArgs(validation.minLength, { min: 5 }));
    expect(messageFor(z.string().max(200), 'x'.repeat(201))).toBe(validation.maxLength200);
    expect(messageFor(z.string().max(16), 'x'.repeat(17))).toBe(withArgs(validation.maxLength, { max: 16 }));
  });

  it('tells exclusive from inclusive number bounds', () => {
    expect(messageFor(z.number().gt(0), 0)).toBe(withArgs(validation.moreThan, { min: 0 }));
    expect(messageFor(z.number().min(0), -1)).toBe(withArgs(validation.atLeast, { min: 0 }));
    expect(messageFor(z.number().lt(10000), 10000)).toBe(withArgs(validation.lessThan, { max: 10000 }));
    expect(messageFor(z.number().max(90), 91)).toBe(withArgs(validation.atMost, { max: 90 }));
  });

  it('names e-mail and IP formats, and calls anything else invalid', () => {
    expect(messageFor(z.email(), 'nope')).toBe(validation.email);
    expect(messageFor(z.ipv4(), '300.1.1.1')).toBe(validation.ip);
    expect(messageFor(z.enum(['a', 'b']), 'c')).toBe(validation.invalid);
  });

  it('keeps a message the schema sets itself', () => {
    expect(messageFor(z.string().regex(/^\d+$/, validation.dtmf), 'x')).toBe(validation.dtmf);
  });
});
