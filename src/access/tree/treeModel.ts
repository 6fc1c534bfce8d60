/**
 * The access tree's rules ("Access section") as plain functions over a flat list of
 * nodes, so that they are testable without a browser and cheap at 20,000 nodes: every function here is
 * linear in the number of nodes or in what is shown (siblings are sorted when first shown), and what only
 * some views need (the nodes with points below, the lower-case names) is made on first use.
 */

export type AccessNodeKind = 'object' | 'perimeter' | 'point';

/** One row of the tree: an access object, a perimeter or an access point. */
export interface AccessNode {
  id: string;
  kind: AccessNodeKind;
  /** The node above it; null for access objects (the tree's top level). */
  parentId: string | null;
  /** The access object the node belongs to (its own id for an object). */
  accessObjectId: string;
  name: string;
}

/** The invisible node above the access objects. */
export const TREE_ROOT = 'access-tree-root';

export interface TreeIndex {
  nodes: ReadonlyMap<string, AccessNode>;
  /**
   * A node's children in display order (perimeters before points, then by name); TREE_ROOT's are the
   * objects. Sorted on first use: a folded tree of 20,000 nodes sorts only its top level.
   */
  childrenOf: (id: string) => readonly AccessNode[];
  /** A node's children in no particular order: enough to tell whether it has any, without sorting. */
  childNodes: (id: string) => readonly AccessNode[];
  /** The nodes with at least one access point anywhere below them: found when points are first hidden. */
  pointsBelow: () => ReadonlySet<string>;
  /** Names in lower case, for the search: made on the first search. */
  searchNames: () => ReadonlyMap<string, string>;
}

const KIND_ORDER: Record<AccessNodeKind, number> = { object: 0, perimeter: 1, point: 2 };
const collator = new Intl.Collator(['ru', 'en'], { numeric: true, sensitivity: 'base' });
const byKindThenName = (left: AccessNode, right: AccessNode) =>
  KIND_ORDER[left.kind] - KIND_ORDER[right.kind] || compareNames(left.name, right.name);

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * The collator's order, with a shortcut for the common case of siblings that differ only in a number
 * ('Подъезд 2' and 'Подъезд 10'): the texts are equal up to a number, so the numbers decide, as they do
 * for the numeric collator. Everything else goes to the collator, which is many times slower.
 */
export const compareNames = (left: string, right: string): number => {
  if (left === right) return 0;
  let at = 0;
  while (at < left.length && at < right.length && left.charCodeAt(at) === right.charCodeAt(at)) at++;
  if (!isDigit(left.charCodeAt(at)) || !isDigit(right.charCodeAt(at))) return collator.compare(left, right);
  let start = at;
  while (start > 0 && isDigit(left.charCodeAt(start - 1))) start--;
  let leftEnd = at;
  while (isDigit(left.charCodeAt(leftEnd))) leftEnd++;
  let rightEnd = at;
  while (isDigit(right.charCodeAt(rightEnd))) rightEnd++;
  const leftNumber = left.slice(start, leftEnd).replace(/^0+/, '');
  const rightNumber = right.slice(start, rightEnd).replace(/^0+/, '');
  // Equal numbers written differently (leading zeros) are left to the collator.
  if (leftNumber.length !== rightNumber.length) return leftNumber.length - rightNumber.length;
  if (leftNumber !== rightNumber) return leftNumber < rightNumber ? -1 : 1;
  return collator.compare(left, right);
};

/**
 * Indexes the flat list once per load. A node whose parent is not in the list (a stale reference) is
 * put at the top level rather than lost.
 */
export const buildTreeIndex = (list: readonly AccessNode[]): TreeIndex => {
  const nodes = new Map<string, AccessNode>();
  // Siblings are gathered and sorted as nodes, so that the comparisons need no look-ups.
  const topLevel: AccessNode[] = [];
  const siblingsOf = new Map<string, AccessNode[]>([[TREE_ROOT, topLevel]]);
  for (const node of list) {
    nodes.set(node.id, node);
    const parent = node.parentId ?? TREE_ROOT;
    const siblings = siblingsOf.get(parent);
    if (siblings) siblings.push(node);
    else siblingsOf.set(parent, [node]);
  }
  for (const [parent, siblings] of siblingsOf) {
    if (parent === TREE_ROOT || nodes.has(parent)) continue;
    topLevel.push(...siblings);
    siblingsOf.delete(parent);
  }
  // Siblings are sorted where they are kept, once: the nodes themselves, as the tree's rows hold them.
  const sorted = new Set<string>();
  const noChildren: readonly AccessNode[] = [];
  const childrenOf = (id: string) => {
    const siblings = siblingsOf.get(id);
    if (!siblings) return noChildren;
    if (!sorted.has(id)) {
      if (siblings.length > 1) siblings.sort(byKindThenName);
      sorted.add(id);
    }
    return siblings;
  };

  const pointsBelow = once(() => {
    const found = new Set<string>();
    for (const node of list) {
      if (node.kind !== 'point') continue;
      // Walk up until an ancestor already known to have points: each node is added at most once.
      for (let up = parentOf(nodes, node); up && !found.has(up.id); up = parentOf(nodes, up)) found.add(up.id);
    }
    return found;
  });
  const searchNames = once(() => new Map(list.map((node) => [node.id, node.name.toLocaleLowerCase()])));
  return { nodes, childrenOf, childNodes: (id) => siblingsOf.get(id) ?? noChildren, pointsBelow, searchNames };
};

/** A value made on first use, then kept: the parts of the index that only some views need. */
const once = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

const parentOf = (nodes: ReadonlyMap<string, AccessNode>, node: AccessNode) =>
  node.parentId === null ? undefined : nodes.get(node.parentId);

export interface TreeViewOptions {
  showPoints: boolean;
  /** Filters by name (case-insensitive substring), keeping the ancestors of every match. */
  search: string;
}

/** What the tree shows under the given options. */
export interface TreeView {
  /** The shown children of a node (TREE_ROOT for the top level), in display order. */
  childrenOf: (id: string) => readonly AccessNode[];
  /** Whether a node has shown children, so that it can fold and unfold. */
  isFolder: (id: string) => boolean;
  isShown: (node: AccessNode) => boolean;
  /** With points hidden, a dot marks a perimeter that has points deeper down. */
  hasPointsMarker: (id: string) => boolean;
  /** Whether a node's name matches the search (none do without one). */
  isMatch: (id: string) => boolean;
  /** The nodes to unfold so that every match is in sight (the ancestors of the matches). */
  searchAncestors: readonly string[];
}

/**
 * The tree's rules: with points hidden, points are not shown, a perimeter with points below
 * it carries a dot, and nodes with no points below them are hidden. A search keeps the shown nodes whose
 * name contains the text, and their ancestors.
 */
export const createTreeView = (index: TreeIndex, { showPoints, search }: TreeViewOptions): TreeView => {
  // The rules take the node itself: the rows are walked as nodes, and a look-up by id for each of 20,000
  // was a tenth of unfolding them all.
  const byPointsRule = (node: AccessNode) => {
    if (node.kind === 'point') return showPoints;
    return showPoints || index.pointsBelow().has(node.id);
  };

  const needle = search.trim().toLocaleLowerCase();
  let matches: Set<string> | undefined;
  let kept: Set<string> | undefined;
  const ancestors = new Set<string>();
  if (needle) {
    matches = new Set();
    for (const [id, name] of index.searchNames()) {
      if (!name.includes(needle)) continue;
      const node = index.nodes.get(id)!;
      if (!byPointsRule(node)) continue;
      matches.add(id);
      // Stops at an ancestor already added: each node is walked past at most once.
      for (let up = parentOf(index.nodes, node); up && !ancestors.has(up.id); up = parentOf(index.nodes, up)) {
        ancestors.add(up.id);
      }
    }
    kept = new Set([...matches, ...ancestors]);
  }

  const isShown = kept ? (node: AccessNode) => kept.has(node.id) : byPointsRule;
  const shownChildren = new Map<string, readonly AccessNode[]>();
  const childrenOf = (id: string) => {
    let shown = shownChildren.get(id);
    if (!shown) {
      const all = index.childrenOf(id);
      shown = showPoints && !kept ? all : all.filter(isShown);
      shownChildren.set(id, shown);
    }
    return shown;
  };

  return {
    childrenOf,
    isFolder: (id) => {
      const shown = shownChildren.get(id);
      return shown ? shown.length > 0 : index.childNodes(id).some(isShown);
    },
    isShown,
    hasPointsMarker: (id) => !showPoints && index.nodes.get(id)?.kind === 'perimeter' && index.pointsBelow().has(id),
    isMatch: (id) => matches?.has(id) ?? false,
    searchAncestors: [...ancestors],
  };
};

/**
 * Every shown node that has shown children: what unfold-all expands. Walks the children in any order,
 * so that unfolding everything sorts only what it shows.
 */
export const foldableIds = (index: TreeIndex, view: TreeView): string[] => {
  const result: string[] = [];
  const stack = [TREE_ROOT];
  while (stack.length > 0) {
    const id = stack.pop()!;
    let folder = false;
    for (const child of index.childNodes(id)) {
      if (!view.isShown(child)) continue;
      folder = true;
      stack.push(child.id);
    }
    if (folder && id !== TREE_ROOT) result.push(id);
  }
  return result;
};

/** One shown row of the tree, in display order. */
export interface TreeRow {
  node: AccessNode;
  /** Depth from the top: 0 for access objects. */
  level: number;
  /** Whether it has shown children, so it can fold and unfold. */
  folder: boolean;
  expanded: boolean;
}

/**
 * The rows the tree shows: depth first, entering only the unfolded nodes. One pass over the rows shown
 * (the view caches each node's shown children), so folding, unfolding and hiding points stay linear.
 */
export const visibleRows = (view: TreeView, expanded: ReadonlySet<string>): TreeRow[] => {
  const rows: TreeRow[] = [];
  const visit = (id: string, level: number) => {
    for (const node of view.childrenOf(id)) {
      const folder = view.isFolder(node.id);
      const open = folder && expanded.has(node.id);
      rows.push({ node, level, folder, expanded: open });
      if (open) visit(node.id, level + 1);
    }
  };
  visit(TREE_ROOT, 0);
  return rows;
};

/** The ancestors of a node, nearest first: unfolded so that the active row is in sight. */
export const ancestorsOf = (index: TreeIndex, id: string): string[] => {
  const result: string[] = [];
  const node = index.nodes.get(id);
  for (let up = node && parentOf(index.nodes, node); up && !result.includes(up.id); up = parentOf(index.nodes, up)) {
    result.push(up.id);
  }
  return result;
};
