/**
 * The one global of the web platform the contract uses beyond the language: the WHATWG URL parser, which
 * the browser and Node both have. Declared here with only what the contract reads, so that neither the
 * DOM's nor Node's types (and with them `window` or `Buffer`) are visible to it.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly hostname: string;
  readonly port: string;
  readonly protocol: string;
}
