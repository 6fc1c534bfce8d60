// The benchmark's page: the real AccessTree component, production build, with the nodes the runner
// (bench/access-tree.ts) loaded from the seeded database and serves as /nodes.json. The runner calls
// window.accessTreeBench to time each step up to the next painted frame.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nContextProvider } from 'react-admin';
import { AccessTree } from '../../src/access/tree/AccessTree';
import type { AccessNode } from '../../src/access/tree/treeModel';
import { createI18nProvider } from '../../src/i18n/i18nProvider';

const nodes = (await (await fetch('./nodes.json')).json()) as AccessNode[];
const i18nProvider = createI18nProvider();

const Harness = () => {
  const [activeId, setActiveId] = useState<string>();
  return (
    <I18nContextProvider value={i18nProvider}>
      <AccessTree nodes={nodes} activeId={activeId} onSelect={(node) => setActiveId(node.id)} />
    </I18nContextProvider>
  );
};

/** Resolves once the browser has painted the frame after the change (two animation frames). */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

const container = document.getElementById('root')!;
let root: ReturnType<typeof createRoot> | undefined;

const timed = async (action: () => void) => {
  const t0 = performance.now();
  action();
  await painted();
  return performance.now() - t0;
};

const click = (name: string) => {
  const button = container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!button) throw new Error(`No button ${name}`);
  button.click();
};

/** The height of the scrolled list: rows x row height, so it tells how many rows the tree holds. */
const listHeight = () => (container.querySelector('[role="tree"] > div') as HTMLElement | null)?.offsetHeight ?? 0;

declare global {
  interface Window {
    accessTreeBench: Record<string, () => Promise<{ ms: number; rows: number }>>;
  }
}

window.accessTreeBench = {
  firstRender: async () => {
    root?.unmount();
    root = createRoot(container);
    // Committed at once (a root's first render is otherwise scheduled), then painted.
    const ms = await timed(() => flushSync(() => root!.render(<Harness />)));
    return { ms, rows: listHeight() };
  },
  unfoldAll: async () => ({ ms: await timed(() => click('Unfold all')), rows: listHeight() }),
  foldAll: async () => ({ ms: await timed(() => click('Fold all')), rows: listHeight() }),
  hidePoints: async () => ({ ms: await timed(() => click('Hide points')), rows: listHeight() }),
  showPoints: async () => ({ ms: await timed(() => click('Show points')), rows: listHeight() }),
};
