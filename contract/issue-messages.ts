import type { z } from 'zod';
import { validation, withArgs } from './messages';

type Issue = z.core.$ZodRawIssue;

const bound = (value: number | bigint) => Number(value);

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = bound(issue.minimum);
  if (issue.origin === 'string') return min === 2 ? validation.minLength2 : withArgs(validation.minLength, { min });
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    return withArgs(issue.inclusive ? validation.atLeast : validation.moreThan, { min });
  }
  return validation.invalid;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = bound(issue.maximum);
  if (issue.origin === 'string') return max === 200 ? validation.maxLength200 : withArgs(validation.maxLength, { max });
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    return withArgs(issue.inclusive ? validation.atMost : validation.lessThan, { max });
  }
  return validation.invalid;
}

/**
 * zod's error map for every schema of the contract: an issue whose schema names no message of its own
 * gets a translation key (with its bound), never zod's English default. The server parses Action
 * parameters with it and the console's forms validate with it, so both show the same translated text.
 */
export const issueMessage = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return validation.required;
      if (issue.expected === 'int' && typeof issue.input === 'number' && Number.isFinite(issue.input))
        return validation.integer;
      return issue.expected === 'number' || issue.expected === 'int' ? validation.number : validation.invalid;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      if (issue.format === 'email') return validation.email;
      if (issue.format === 'ipv4' || issue.format === 'ipv6') return validation.ip;
      return validation.invalid;
    default:
      return validation.invalid;
  }
};
