/**
 * The strings that start with `prefix`, as a range in code point order (which is UTF-8's byte order,
 * the order of a `text_pattern_ops` index): from the prefix itself up to, not including, `end`, the
 * least string after all of them; `end` is undefined when there is none (every string at least the
 * prefix starts with it: its characters are all U+10FFFF).
 *
 * A statement planned once can read an index by a range given as parameters (`~>=~`, `~<~`), where it
 * cannot by `like` with a parameter: PostgreSQL turns a prefix pattern into that range only when it sees
 * the pattern, so a `like` is planned at each call.
 */
export function prefixRange(prefix: string): { start: string; end: string | undefined } {
  const codePoints = Array.from(prefix, (character) => character.codePointAt(0)!);
  while (codePoints.length > 0) {
    const next = codePoints.pop()! + 1;
    if (next <= 0x10ffff) {
      // Surrogates are no characters of their own (nor of UTF-8): the next one after U+D7FF is U+E000.
      codePoints.push(next === 0xd800 ? 0xe000 : next);
      return { start: prefix, end: String.fromCodePoint(...codePoints) };
    }
  }
  return { start: prefix, end: undefined };
}
