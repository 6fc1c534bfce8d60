/**
 * The browser build of `qrcode`, typed with what the console uses. @types/qrcode describes the Node
 * build too (files, streams) and brings Node's types into the console, where `process` or `Buffer`
 * would then compile.
 */
declare module 'qrcode/lib/browser.js' {
  interface QrOptions {
    width?: number;
    margin?: number;
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    type?: 'svg';
  }
  export function toDataURL(text: string, options?: QrOptions): Promise<string>;
  export function toString(text: string, options?: QrOptions): Promise<string>;
}
