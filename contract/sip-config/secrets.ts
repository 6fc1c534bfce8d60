import type { ConfigDiagnostic } from './lint';
import { configMessages } from './messages';
import { type ConfigLine, parseSipConfig } from './parse';
import { type ConfigSchema, sipConfigSchema } from './schema';

/**
 * What the browser sees instead of a secret value (the SIP password). Sending it back unchanged keeps
 * the stored value, so a person can edit the rest of the configuration without retyping the password.
 */
export const HIDDEN_SECRET = '********';

type Entry = Extract<ConfigLine, { kind: 'entry' }>;

/** The entries of secret keys, each with its group. */
function* secretEntries(lines: ConfigLine[], schema: ConfigSchema): Generator<{ group: string; entry: Entry }> {
  let group: string | undefined;
  for (const line of lines) {
    if (line.kind === 'group') group = line.name;
    if (line.kind !== 'entry' || group === undefined || !Object.hasOwn(schema, group)) continue;
    const keySpec = schema[group].keys[line.key];
    if (keySpec?.secret) yield { group, entry: line };
  }
}

const withValue = (entry: Entry, value: string) =>
  entry.text.slice(0, entry.valueFrom) + value + entry.text.slice(entry.valueTo);

/** The configuration with every non-empty secret value replaced by HIDDEN_SECRET. */
export function hideSecrets(text: string, schema: ConfigSchema = sipConfigSchema): string {
  const { lines } = parseSipConfig(text);
  const out = lines.map((line) => line.text);
  for (const { entry } of secretEntries(lines, schema)) {
    if (entry.value !== '') out[entry.line - 1] = withValue(entry, HIDDEN_SECRET);
  }
  return out.join('\n');
}

/**
 * The configuration to store: where a secret still reads HIDDEN_SECRET, the value it hides (the same key
 * of the same group in `stored`). A placeholder with nothing behind it (a new device, or a key that had
 * no value) is a diagnostic: the person must type the secret.
 */
export function restoreSecrets(
  text: string,
  stored: string | undefined,
  schema: ConfigSchema = sipConfigSchema,
): { text: string } | { diagnostic: ConfigDiagnostic } {
  const storedValues = new Map<string, string>();
  if (stored !== undefined) {
    for (const { group, entry } of secretEntries(parseSipConfig(stored).lines, schema)) {
      const id = `${group}.${entry.key}`;
      if (!storedValues.has(id)) storedValues.set(id, entry.value);
    }
  }
  const { lines } = parseSipConfig(text);
  const out = lines.map((line) => line.text);
  for (const { group, entry } of secretEntries(lines, schema)) {
    if (entry.value !== HIDDEN_SECRET) continue;
    const value = storedValues.get(`${group}.${entry.key}`);
    if (!value) {
      const params = { key: entry.key };
      return {
        diagnostic: {
          line: entry.line,
          from: entry.valueFrom,
          to: entry.valueTo,
          message: configMessages.hiddenSecret,
          params,
        },
      };
    }
    out[entry.line - 1] = withValue(entry, value);
  }
  return { text: out.join('\n') };
}
