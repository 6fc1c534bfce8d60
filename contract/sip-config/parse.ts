/**
 * The SIP device configuration language: an INI-like text, one statement per line.
 *
 *   # a comment (only at the start of a line: values such as DTMF codes contain '#')
 *   [group]
 *   key = value
 *
 * Blank lines are allowed anywhere. Keys and group names are case-sensitive. The parser never fails: a
 * line it cannot read becomes an `invalid` line with the reason, so the linter can point at it.
 */

/** Columns are 0-based offsets into the line's text; lines are numbered from 1. */
interface LineBase {
  line: number;
  text: string;
}

export type InvalidLineProblem = 'malformedGroup' | 'missingEquals' | 'emptyKey';

export type ConfigLine =
  | (LineBase & { kind: 'blank' })
  | (LineBase & { kind: 'comment' })
  | (LineBase & { kind: 'group'; name: string; nameFrom: number; nameTo: number })
  | (LineBase & {
      kind: 'entry';
      key: string;
      keyFrom: number;
      keyTo: number;
      value: string;
      valueFrom: number;
      valueTo: number;
    })
  | (LineBase & { kind: 'invalid'; problem: InvalidLineProblem; from: number; to: number });

export interface ParsedConfig {
  lines: ConfigLine[];
}

const GROUP_HEADER = /^(\s*)\[\s*([A-Za-z0-9_.-]+)\s*\]\s*$/;

/** The span of `text` without the spaces around it, as [from, to) columns. */
const trimmedSpan = (text: string, offset = 0): [number, number] => {
  const from = text.length - text.trimStart().length;
  const to = text.trimEnd().length;
  return to > from ? [offset + from, offset + to] : [offset + from, offset + from];
};

function parseLine(text: string, line: number): ConfigLine {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'blank', line, text };
  if (trimmed.startsWith('#')) return { kind: 'comment', line, text };
  const [from, to] = trimmedSpan(text);
  if (trimmed.startsWith('[')) {
    const header = GROUP_HEADER.exec(text);
    if (!header) return { kind: 'invalid', problem: 'malformedGroup', line, text, from, to };
    const name = header[2];
    const nameFrom = text.indexOf(name, header[1].length);
    return { kind: 'group', line, text, name, nameFrom, nameTo: nameFrom + name.length };
  }
  const equals = text.indexOf('=');
  if (equals < 0) return { kind: 'invalid', problem: 'missingEquals', line, text, from, to };
  const [keyFrom, keyTo] = trimmedSpan(text.slice(0, equals));
  if (keyFrom === keyTo) return { kind: 'invalid', problem: 'emptyKey', line, text, from, to: equals + 1 };
  const [valueFrom, valueTo] = trimmedSpan(text.slice(equals + 1), equals + 1);
  return {
    kind: 'entry',
    line,
    text,
    key: text.slice(keyFrom, keyTo),
    keyFrom,
    keyTo,
    value: text.slice(valueFrom, valueTo),
    valueFrom,
    valueTo,
  };
}

/** Splits the text into lines (`\n` or `\r\n`, as the editor does) and reads each. */
export function parseSipConfig(text: string): ParsedConfig {
  return { lines: text.split(/\r?\n/).map((lineText, index) => parseLine(lineText, index + 1)) };
}
