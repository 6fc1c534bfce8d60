import { type ConfigMessage, configMessages } from './messages';

/** The value types of the configuration's keys. */
export type ScalarType =
  | { type: 'string'; maxLength: number }
  | { type: 'int'; min: number; max: number }
  | { type: 'bool' }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'ipv4' }
  | { type: 'dtmf'; maxLength: number };
/** A comma-separated list of scalars (`codecs = pcmu, pcma`). */
export type ValueType = ScalarType | { type: 'list'; item: ScalarType };

export type ConfigScalar = string | number | boolean;
export type ConfigValue = ConfigScalar | ConfigScalar[];

/** Digits and the symbols *, #, +: a DTMF command, on the device and in its configuration. */
export const DTMF_PATTERN = /^[0-9*#+]+$/;

/** A value that does not fit its type: the message and where, in columns relative to the value's start. */
export interface ValueProblem {
  from: number;
  to: number;
  message: ConfigMessage;
  params: Record<string, string | number>;
}

export type ValueCheck = { ok: true; value: ConfigValue } | ({ ok: false } & ValueProblem);

const INTEGER = /^[+-]?\d+$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

const problem = (raw: string, message: ConfigMessage, params: ValueProblem['params'] = {}): ValueCheck => ({
  ok: false,
  from: 0,
  to: raw.length,
  message,
  params,
});

function checkScalar(type: ScalarType, raw: string): ValueCheck {
  switch (type.type) {
    case 'string':
      return raw.length > type.maxLength
        ? problem(raw, configMessages.maxLength, { max: type.maxLength })
        : { ok: true, value: raw };
    case 'int': {
      if (!INTEGER.test(raw)) return problem(raw, configMessages.notInteger);
      const value = Number(raw);
      return value < type.min || value > type.max
        ? problem(raw, configMessages.outOfRange, { min: type.min, max: type.max })
        : { ok: true, value };
    }
    case 'bool':
      return raw === 'true' || raw === 'false'
        ? { ok: true, value: raw === 'true' }
        : problem(raw, configMessages.notBoolean);
    case 'enum':
      return type.values.includes(raw)
        ? { ok: true, value: raw }
        : problem(raw, configMessages.unknownValue, { value: raw, allowed: type.values.join(', ') });
    case 'ipv4': {
      const octets = IPV4.exec(raw);
      return octets && octets.slice(1).every((octet) => Number(octet) <= 255)
        ? { ok: true, value: raw }
        : problem(raw, configMessages.ipAddress);
    }
    case 'dtmf':
      if (!DTMF_PATTERN.test(raw)) return problem(raw, configMessages.dtmf);
      return raw.length > type.maxLength
        ? problem(raw, configMessages.maxLength, { max: type.maxLength })
        : { ok: true, value: raw };
  }
}

/** Checks a list item by item; a problem points at the item, not the whole list. */
function checkList(item: ScalarType, raw: string): ValueCheck {
  const values: ConfigScalar[] = [];
  let offset = 0;
  for (const part of raw.split(',')) {
    const lead = part.length - part.trimStart().length;
    const text = part.trim();
    const from = offset + lead;
    if (text === '') {
      // Point at the comma(s) around the missing item.
      const [commaFrom, commaTo] = [Math.max(0, offset - 1), Math.min(raw.length, offset + part.length + 1)];
      return { ok: false, from: commaFrom, to: commaTo, message: configMessages.emptyListItem, params: {} };
    }
    const checked = checkScalar(item, text);
    if (!checked.ok) return { ...checked, from: from + checked.from, to: from + checked.to };
    values.push(checked.value as ConfigScalar);
    offset += part.length + 1;
  }
  return { ok: true, value: values };
}

/** Reads a (trimmed, non-empty) value as its type, or says what is wrong with it. */
export const checkValue = (type: ValueType, raw: string): ValueCheck =>
  type.type === 'list' ? checkList(type.item, raw) : checkScalar(type, raw);
