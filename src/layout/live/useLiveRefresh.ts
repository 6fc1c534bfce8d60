import { useEffect, useRef } from 'react';

/** How often a live screen (the journal, the devices, what needs attention) asks for what is new. */
export const LIVE_POLL_MS = 5_000;

/**
 * Whether the person is editing something on the page: a field has the focus or a dialog is open. A live
 * screen does not change under their hands: a row moving away as they type into its dialog loses work.
 */
export function isEditing(): boolean {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused.closest('input, textarea, select, [contenteditable="true"]'))
    return true;
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Calls `refresh` every LIVE_POLL_MS while the tab is visible, `paused` is not set and the person is not
 * editing (isEditing). The newest `refresh` is used, so a caller may pass a fresh function each render.
 */
export function useLiveRefresh(refresh: () => unknown, { paused = false }: { paused?: boolean } = {}) {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && !isEditing()) void latest.current();
    }, LIVE_POLL_MS);
    return () => clearInterval(timer);
  }, [paused]);
}
