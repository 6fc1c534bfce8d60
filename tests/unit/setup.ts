import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// In this project Vite resolves `react-router` (what src/ imports) to its CommonJS build while
// react-admin, loaded by Node, gets the ES build: two router contexts, and src's <Navigate> or
// useNavigate() would not see react-admin's router. Point src at the copy react-admin uses (the
// browser bundle has a single copy anyway). This dedupes a library; nothing of the console is replaced.
vi.mock('react-router', async () => await vi.importActual('react-router-dom'));

// Pages are loaded on first use (lazy chunks, transformed on demand here) and CI machines are small and
// busy: findBy*/waitFor wait up to 5 s for what a user would see, not the library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts with an empty browser profile: no session, no language or theme remembered.
beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
