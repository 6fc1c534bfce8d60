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
import { loadMessages } from '../../src/i18n/loadMessages';
import { readLocale } from '../../src/i18n/locale';

const nodes = (await (await fetch('./nodes.json')).json()) as AccessNode[];
await loadMessages(readLocale());
const i18nProvider = createI18nProvider();

/** The console's demo company: about as many nodes as the page has drawn before, in the warm-up. */
const SMALL_TREE = 50;

const Harness = ({ tree = nodes }: { tree?: readonly AccessNode[] }) => {
  const [activeId, setActiveId] = useState<string>();
  return (
    <I18nContextProvider value={i18nProvider}>
      <AccessTree nodes={tree} activeId={activeId} onSelect={(node) => setActiveId(node.id)} />
    </I18nContextProvider>
  );
};

/** Resolves once the browser has painted the frame after the change (two animation frames). */
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

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

/** Draws the whole tree in a new root, committed at once (a root's first render is otherwise scheduled). */
const renderTree = () => timed(() => flushSync(() => root!.render(<Harness />)));

window.accessTreeBench = {
  /**
   * The tree drawn in a page that has drawn nothing yet: React, MUI and the tree's code all cold. No
   * user meets this, since the console draws its shell before the access page opens; reported apart.
   */
  coldRender: async () => {
    root = createRoot(container);
    return { ms: await renderTree(), rows: listHeight() };
  },
  /**
   * The first time the page draws this tree, after it has drawn a small one (as the console has drawn
   * its shell and other screens): React and MUI are warm, the tree's own code meets 21,400 nodes cold.
   */
  firstRender: async () => {
    root = createRoot(container);
    flushSync(() => root!.render(<Harness tree={nodes.slice(0, SMALL_TREE)} />));
    await painted();
    root.unmount();
    root = createRoot(container);
    return { ms: await renderTree(), rows: listHeight() };
  },
  unfoldAll: async () => ({ ms: await timed(() => click('Unfold all')), rows: listHeight() }),
  foldAll: async () => ({ ms: await timed(() => click('Fold all')), rows: listHeight() }),
  hidePoints: async () => ({ ms: await timed(() => click('Hide points')), rows: listHeight() }),
  showPoints: async () => ({ ms: await timed(() => click('Show points')), rows: listHeight() }),
};
