import { format } from 'node:util';
import { vi } from 'vitest';

/**
 * Warnings of libraries the console uses that it cannot do anything about, silenced by name. Each is a
 * specific incompatibility between two of them; anything else a test writes with console.warn or
 * console.error (a missing key, an update outside act(), invalid DOM nesting, a missing translation)
 * fails the test that wrote it.
 */
export const KNOWN_WARNINGS: { name: string; pattern: RegExp; why: string }[] = [
  // react-admin 5.15 still gives MUI's inputs the props MUI 5 had and MUI 9 removed (they became
  // slotProps), which MUI 9 then passes on to a DOM element. The console does not pass these props; the
  // inputs work (react-admin passes the same through slotProps as well). Fixed upstream or not at all.
  {
    name: 'InputProps',
    pattern: /^React does not recognize the `InputProps` prop on a DOM element/,
    why: "react-admin's TextInput (ResettableTextField) and AutocompleteInput pass `InputProps` to MUI 9's TextField, which no longer takes it",
  },
  {
    name: 'inputProps',
    pattern: /^React does not recognize the `inputProps` prop on a DOM element/,
    why: "react-admin's inputs (NumberInput, BooleanInput's Switch, AutocompleteInput's params) pass `inputProps`, which MUI 9's TextField and Switch no longer take",
  },
  {
    name: 'InputLabelProps',
    pattern: /^React does not recognize the `InputLabelProps` prop on a DOM element/,
    why: "react-admin's AutocompleteInput spreads MUI's renderInput params and its own `InputLabelProps` on MUI 9's TextField, which no longer takes it",
  },
  {
    name: 'inputRef on FormControlLabel',
    pattern: /^React does not recognize the `inputRef` prop on a DOM element/,
    why: "react-admin's BooleanInput and CheckboxGroupInput give `inputRef` to MUI 9's FormControlLabel, which no longer takes it",
  },
];

interface Expected {
  matches: (message: string, args: unknown[]) => boolean;
  what: string;
  seen: boolean;
}

let unexpected: string[] = [];
let expected: Expected[] = [];

/**
 * Declares that the running test makes console.error write a message matching `pattern` (an error
 * boundary's test, say): that message is allowed, and the test fails if it never comes.
 */
export function expectConsoleError(pattern: RegExp): void {
  expected.push({ matches: (message) => pattern.test(message), what: String(pattern), seen: false });
}

/**
 * Declares that the running test makes a dataProvider call fail on purpose (a server that refuses, a
 * network that fails): react-admin's useDataProvider writes every failed call's error to console.error
 * outside production. Only an error with this HTTP status is allowed, and the test fails if none comes.
 */
export function expectFailedCall(status: number): void {
  expected.push({
    matches: (_message, [error]) => error instanceof Error && (error as { status?: unknown }).status === status,
    what: `a failed call with status ${status}`,
    seen: false,
  });
}

const record =
  (level: 'warn' | 'error') =>
  (...args: unknown[]) => {
    const message = format(...args);
    if (KNOWN_WARNINGS.some((known) => known.pattern.test(message))) return;
    const declared = level === 'error' ? expected.find((entry) => entry.matches(message, args)) : undefined;
    if (declared) {
      declared.seen = true;
      return;
    }
    unexpected.push(`console.${level}: ${message}`);
  };

/** Before each test: console.warn and console.error are watched. */
export function watchConsole(): void {
  unexpected = [];
  expected = [];
  vi.spyOn(console, 'warn').mockImplementation(record('warn'));
  vi.spyOn(console, 'error').mockImplementation(record('error'));
}

/** After each test (and its cleanup): fails it with every message it wrote that nobody expected. */
export function checkConsole(): void {
  const messages = unexpected;
  const missing = expected
    .filter((entry) => !entry.seen)
    .map((entry) => `expected on console.error, not written: ${entry.what}`);
  unexpected = [];
  expected = [];
  const problems = [...messages, ...missing];
  if (problems.length > 0) {
    throw new Error(`The test wrote to the console:\n\n${problems.join('\n\n')}`);
  }
}
