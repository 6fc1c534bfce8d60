import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadMessages } from '../../src/i18n/loadMessages';
import { checkConsole, watchConsole } from './support/console';
import { elementsToStringAsBrowsers, findEmotionCache, removeInsertedStyles } from './support/environment';

// In this project Vite resolves `react-router` (what src/ imports) to its CommonJS build while
// react-admin, loaded by Node, gets the ES build: two router contexts, and src's <Navigate> or
// useNavigate() would not see react-admin's router. Point src at the copy react-admin uses (the
// browser bundle has a single copy anyway). This dedupes a library; nothing of the console is replaced.
vi.mock('react-router', async () => await vi.importActual('react-router-dom'));

// Pages are loaded on first use (lazy chunks, transformed on demand here) and CI machines are small and
// busy: findBy*/waitFor wait up to 5 s for what a user would see, not the library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Elements answer toString() as a browser's do, and each test's CSS rules are removed after it, as
// they would be with a page loaded anew (support/environment.ts).
elementsToStringAsBrowsers();
findEmotionCache();

// Where the page starts. A test can move the window elsewhere (a download's link opens `blob:`), and
// the test files of a worker share one window (vitest.config.ts): each test goes back here afterwards.
const START_URL = window.location.href;

// An area loads the messages of its language before it starts (src/main.tsx); the tests' areas and
// providers are made directly, with both languages loaded here once.
await Promise.all([loadMessages('en'), loadMessages('ru')]);

// Every test starts with an empty browser profile: no session, no language or theme remembered.
beforeEach(() => {
  window.localStorage.clear();
  watchConsole();
});

// Any console warning or error fails the test that wrote it, unless it is a known one of the libraries
// (tests/unit/support/console.ts) or the test declared it with expectConsoleError(). Checked after the
// cleanup, since unmounting can warn too, and before the spies are restored.
afterEach(() => {
  cleanup();
  try {
    checkConsole();
  } finally {
    window.localStorage.clear();
    removeInsertedStyles();
    delete document.documentElement.dataset.theme;
    if (window.location.href !== START_URL)
      (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(START_URL);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  }
});
