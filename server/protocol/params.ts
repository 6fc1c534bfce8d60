import type { z } from 'zod';
import { issueMessage } from '../../src/domain/issue-messages';
import { errors } from '../../src/domain/messages';
import { ApiError } from './api-error';

/**
 * Validates an Action's parameters with its contract. Invalid input is a 400 whose `fields` map each
 * parameter to its first message: a translation key (zod's defaults mapped by issueMessage), so the console
 * shows it on the right input in the person's language.
 */
export function parseParams<Schema extends z.ZodType>(schema: Schema, params: unknown): z.output<Schema> {
  const result = schema.safeParse(params, { error: issueMessage });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (name !== undefined && !(String(name) in fields)) fields[String(name)] = issue.message;
  }
  throw new ApiError(400, errors.invalidParams, fields);
}
