/**
 * A browser's User-Agent said briefly, as a person recognises it ("Chrome 131", "Windows"): a few dozen
 * lines rather than a parser library, since the console shows only the browser, its major version and the
 * system. What is not recognised is not guessed at: `browser` or `system` is null and the console shows
 * the start of the raw text instead.
 */
export interface UserAgentSummary {
  browser: string | null;
  version: string | null;
  system: string | null;
}

/** How much of a User-Agent the server keeps: real ones are under 300 characters. */
export const MAX_USER_AGENT_LENGTH = 512;

/** Browsers, most specific first: Edge and Opera say "Chrome" too, Chrome says "Safari". */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Yandex Browser', /\bYaBrowser\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ['curl', /^curl\/(\d+)/],
];

/** Systems, most specific first: Android says "Linux", iOS says "like Mac OS X". */
const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  if (!userAgent) return { browser: null, version: null, system: null };
  const browser = BROWSERS.map(([name, pattern]) => [name, userAgent.match(pattern)] as const).find(
    ([, match]) => match,
  );
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent));
  return {
    browser: browser ? browser[0] : null,
    version: browser?.[1]?.[1] ?? null,
    system: system ? system[0] : null,
  };
}
