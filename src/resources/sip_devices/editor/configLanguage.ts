import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { StreamLanguage, type StringStream } from '@codemirror/language';
import { sipConfigSchema } from '../../../../contract/sip-config';
import type { ConfigSchema, KeySpec } from '../../../../contract/sip-config';

/** Where the tokenizer is within a line: before or after its `=`. */
interface LineState {
  inValue: boolean;
}

const VALUE_SEPARATOR = /^\s*,/;

/**
 * The highlighting of the configuration language (contract/sip-config/parse.ts says what it is): group
 * headers, keys, `=`, values by their look (numbers, true/false, text), and comments. Token names are
 * @lezer/highlight tags.
 */
function token(stream: StringStream, state: LineState): string | null {
  if (stream.sol()) {
    state.inValue = false;
    stream.eatSpace();
    if (stream.peek() === '#') {
      stream.skipToEnd();
      return 'lineComment';
    }
    if (stream.peek() === '[') {
      stream.skipToEnd();
      return 'heading';
    }
  }
  if (stream.eatSpace()) return null;
  if (!state.inValue) {
    if (stream.eat('=')) {
      state.inValue = true;
      return 'operator';
    }
    stream.eatWhile(/[^=\s]/);
    return 'propertyName';
  }
  if (stream.match(VALUE_SEPARATOR)) return 'separator';
  if (stream.match(/^(true|false)(?=\s*(,|$))/)) return 'bool';
  if (stream.match(/^[+-]?\d+(\.\d+){0,3}(?=\s*(,|$))/)) return 'number';
  stream.eatWhile(/[^,]/);
  return 'string';
}

/** The group a position is in: the nearest header above it. */
const groupAt = (context: CompletionContext): string | undefined => {
  for (let number = context.state.doc.lineAt(context.pos).number - 1; number >= 1; number--) {
    const header = /^\s*\[\s*([A-Za-z0-9_.-]+)\s*\]/.exec(context.state.doc.line(number).text);
    if (header) return header[1];
  }
  return undefined;
};

const valueOptions = (spec: KeySpec): string[] => {
  const type = spec.type.type === 'list' ? spec.type.item : spec.type;
  if (type.type === 'enum') return [...type.values];
  if (type.type === 'bool') return ['true', 'false'];
  return [];
};

/** Suggests group headers, the keys of the current group, and the values an enum or boolean key takes. */
export const completeConfig =
  (schema: ConfigSchema) =>
  (context: CompletionContext): CompletionResult | null => {
    const line = context.state.doc.lineAt(context.pos);
    const before = line.text.slice(0, context.pos - line.from);
    const header = /^\s*\[([\w.-]*)$/.exec(before);
    if (header) {
      return {
        from: context.pos - header[1].length,
        options: Object.keys(schema).map((name) => ({ label: name, apply: `${name}]`, type: 'namespace' })),
      };
    }
    const group = groupAt(context);
    const keys = group !== undefined && Object.hasOwn(schema, group) ? schema[group].keys : undefined;
    if (!keys) return null;
    const key = /^\s*([\w.-]*)$/.exec(before);
    if (key) {
      if (!key[1] && !context.explicit) return null;
      return {
        from: context.pos - key[1].length,
        options: Object.keys(keys).map((name) => ({ label: name, apply: `${name} = `, type: 'property' })),
      };
    }
    const value = /^\s*([\w.-]+)\s*=\s*(?:[^,]*,\s*)*([\w.-]*)$/.exec(before);
    const spec = value && Object.hasOwn(keys, value[1]) ? keys[value[1]] : undefined;
    if (!value || !spec) return null;
    const options = valueOptions(spec);
    return options.length
      ? { from: context.pos - value[2].length, options: options.map((label) => ({ label, type: 'enum' })) }
      : null;
  };

/** The configuration language: highlighting, `#` comments, and completion from the key schema. */
export const sipConfigLanguage = StreamLanguage.define<LineState>({
  name: 'sip-config',
  startState: () => ({ inValue: false }),
  copyState: (state) => ({ ...state }),
  token,
  languageData: { commentTokens: { line: '#' }, autocomplete: completeConfig(sipConfigSchema) },
});
