import { type ConfigMessage, configMessages } from './messages';
import { type ConfigLine, parseSipConfig } from './parse';
import { type ConfigSchema, type GroupSpec, sipConfigSchema } from './schema';
import { type ConfigValue, checkValue } from './values';

/** A problem in the configuration: a 1-based line, 0-based columns [from, to), a message key and its params. */
export interface ConfigDiagnostic {
  line: number;
  from: number;
  to: number;
  message: ConfigMessage;
  params: Record<string, string | number>;
}

/** The well-formed settings, typed, by group and key. */
export type ConfigValues = Record<string, Record<string, ConfigValue>>;

export interface LintResult {
  diagnostics: ConfigDiagnostic[];
  values: ConfigValues;
}

/** A group as the text has it so far: where it starts and where each of its keys is set. */
interface OpenGroup {
  name: string;
  spec: GroupSpec | undefined;
  header: Extract<ConfigLine, { kind: 'group' }>;
  keyLines: Map<string, number>;
}

const invalidLineMessages = {
  malformedGroup: configMessages.malformedGroup,
  missingEquals: configMessages.missingEquals,
  emptyKey: configMessages.emptyKey,
} as const;

/**
 * Reads and checks a configuration against the key schema: every syntax error, unknown group or key,
 * key outside a group, duplicate, value of the wrong type or out of range, and missing required group
 * or key. Diagnostics come in the order of the text.
 */
export function lintSipConfig(text: string, schema: ConfigSchema = sipConfigSchema): LintResult {
  const { lines } = parseSipConfig(text);
  const diagnostics: ConfigDiagnostic[] = [];
  const values: ConfigValues = {};
  const groups = new Map<string, OpenGroup>();
  let current: OpenGroup | undefined;

  const report = (
    line: number,
    from: number,
    to: number,
    message: ConfigMessage,
    params: ConfigDiagnostic['params'] = {},
  ) => diagnostics.push({ line, from, to, message, params });

  for (const line of lines) {
    switch (line.kind) {
      case 'blank':
      case 'comment':
        break;
      case 'invalid':
        report(line.line, line.from, line.to, invalidLineMessages[line.problem]);
        break;
      case 'group': {
        const seen = groups.get(line.name);
        if (seen) {
          report(line.line, line.nameFrom, line.nameTo, configMessages.duplicateGroup, {
            group: line.name,
            firstLine: seen.header.line,
          });
          current = seen;
          break;
        }
        const spec = Object.hasOwn(schema, line.name) ? schema[line.name] : undefined;
        if (!spec) report(line.line, line.nameFrom, line.nameTo, configMessages.unknownGroup, { group: line.name });
        current = { name: line.name, spec, header: line, keyLines: new Map() };
        groups.set(line.name, current);
        break;
      }
      case 'entry': {
        const { key } = line;
        if (!current) {
          report(line.line, line.keyFrom, line.keyTo, configMessages.keyOutsideGroup, { key });
          break;
        }
        // The keys of an unknown group are not checked: its header already says what is wrong.
        if (!current.spec) break;
        const keySpec = Object.hasOwn(current.spec.keys, key) ? current.spec.keys[key] : undefined;
        if (!keySpec) {
          report(line.line, line.keyFrom, line.keyTo, configMessages.unknownKey, { key, group: current.name });
          break;
        }
        const firstLine = current.keyLines.get(key);
        if (firstLine !== undefined) {
          report(line.line, line.keyFrom, line.keyTo, configMessages.duplicateKey, {
            key,
            group: current.name,
            firstLine,
          });
          break;
        }
        current.keyLines.set(key, line.line);
        if (line.value === '') {
          report(line.line, line.keyFrom, line.text.length, configMessages.emptyValue, { key });
          break;
        }
        const checked = checkValue(keySpec.type, line.value);
        if (checked.ok) {
          values[current.name] ??= {};
          values[current.name][key] = checked.value;
        } else {
          report(line.line, line.valueFrom + checked.from, line.valueFrom + checked.to, checked.message, {
            key,
            ...checked.params,
          });
        }
        break;
      }
    }
  }

  const firstLineLength = lines[0]?.text.length ?? 0;
  for (const [name, spec] of Object.entries(schema)) {
    const group = groups.get(name);
    if (!group) {
      if (spec.required) report(1, 0, firstLineLength, configMessages.missingGroup, { group: name });
      continue;
    }
    const { header } = group;
    for (const [key, keySpec] of Object.entries(spec.keys)) {
      if (group.keyLines.has(key)) continue;
      const condition = keySpec.requiredWhen;
      if (keySpec.required) {
        report(header.line, header.nameFrom, header.nameTo, configMessages.missingKey, { key, group: name });
      } else if (
        condition &&
        (values[name]?.[condition.key] ?? spec.keys[condition.key]?.default) === condition.equals
      ) {
        report(header.line, header.nameFrom, header.nameTo, configMessages.missingKeyWhen, {
          key,
          group: name,
          condition: `${condition.key} = ${String(condition.equals)}`,
        });
      }
    }
  }

  diagnostics.sort((a, b) => a.line - b.line || a.from - b.from);
  return { diagnostics, values };
}
