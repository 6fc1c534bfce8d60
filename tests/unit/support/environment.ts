import { type EmotionCache, withEmotionCache } from '@emotion/react';
import { act } from '@testing-library/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * happy-dom's Element#toString returns the element's outerHTML, where a browser's returns
 * '[object HTMLDivElement]'. Popper (under MUI's Popper: autocomplete lists, tooltips) asks
 * `node.toString() !== '[object Window]'` of the page's elements at every position update, and each time
 * happy-dom serialized the whole page: a sixth of the time of a test that picks from an autocomplete.
 * Elements answer as a browser's do; an anchor or area element keeps its own toString (its href).
 */
export function elementsToStringAsBrowsers(): void {
  let prototype: object | null = Object.getPrototypeOf(document.createElement('div'));
  while (prototype && !Object.prototype.hasOwnProperty.call(prototype, 'toString')) {
    prototype = Object.getPrototypeOf(prototype);
  }
  if (!prototype) return;
  Object.defineProperty(prototype, 'toString', {
    configurable: true,
    writable: true,
    value: function toString(this: object) {
      return `[object ${this.constructor.name}]`;
    },
  });
}

let emotionCache: EmotionCache | undefined;

/**
 * Finds the emotion cache MUI's components insert their CSS rules with when no CacheProvider is around
 * them (emotion's default, one per worker), by rendering a component that reads it.
 */
export function findEmotionCache(): void {
  if (emotionCache) return;
  const Read = withEmotionCache((_props: object, cache) => {
    emotionCache = cache;
    return null;
  });
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Read)));
  act(() => root.unmount());
}

/**
 * After a test and its cleanup: the CSS rules its components inserted are removed and emotion forgets
 * them, so that the next test's components insert theirs afresh, as a page loaded anew does. Left in
 * place, the rules of every test of a worker piled up in <head> (the test files of a worker share one
 * window), and happy-dom matches every rule of the document against an element each time a query asks
 * whether the element is hidden: the later a test ran in its worker, the slower its every getByRole.
 */
export function removeInsertedStyles(): void {
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
}
