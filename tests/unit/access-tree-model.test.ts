import { describe, expect, it } from 'vitest';
import {
  type AccessNode,
  ancestorsOf,
  buildTreeIndex,
  compareNames,
  createTreeView,
  foldableIds,
  TREE_ROOT,
  type TreeView,
  visibleRows,
} from '../../src/access/tree/treeModel';
import { IDS, sampleTree } from './support/accessTree';

/** The access tree's rules as plain functions ("Access section"). */

const index = buildTreeIndex(sampleTree);
const names = (ids: readonly string[]) => ids.map((id) => index.nodes.get(id)!.name);
const namesOf = (nodes: readonly AccessNode[]) => nodes.map((node) => node.name);
const node = (id: string) => index.nodes.get(id)!;

/** Every shown node, depth first, indented by level: what a fully unfolded tree would show. */
const outline = (view: TreeView, id = TREE_ROOT, level = 0): string[] =>
  view.childrenOf(id).flatMap((child) => [`${'  '.repeat(level)}${child.name}`, ...outline(view, child.id, level + 1)]);

describe('the tree index', () => {
  it('puts objects at the top, perimeters before points, each level sorted by name', () => {
    expect(namesOf(index.childrenOf(TREE_ROOT))).toEqual(['ЖК «Парковый»', 'ЖК «Пустой»', 'ЖК «Северный»']);
    expect(namesOf(index.childrenOf(IDS.severny))).toEqual(['Корпус 1', 'Парковка']);
  });

  it('knows which nodes have access points anywhere below them', () => {
    expect([...index.pointsBelow()].sort()).toEqual([IDS.severny, IDS.korpus, IDS.podezd, IDS.park, IDS.gates].sort());
  });

  it('keeps a node whose parent is unknown, at the top level', () => {
    const orphan: AccessNode = {
      id: 'orphan',
      kind: 'perimeter',
      parentId: 'gone',
      accessObjectId: 'gone',
      name: 'Сирота',
    };
    expect(buildTreeIndex([...sampleTree, orphan]).childrenOf(TREE_ROOT)).toContain(orphan);
  });

  it('sorts numbers in names as numbers', () => {
    const rows: AccessNode[] = ['Подъезд 10', 'Подъезд 2', 'Подъезд 1'].map((name, n) => ({
      id: String(n),
      kind: 'perimeter',
      parentId: null,
      accessObjectId: String(n),
      name,
    }));
    const sorted = buildTreeIndex(rows);
    expect(namesOf(sorted.childrenOf(TREE_ROOT))).toEqual(['Подъезд 1', 'Подъезд 2', 'Подъезд 10']);
  });
});

describe('the order of names', () => {
  it('is the numeric, case-insensitive collation, numbers within names taken as numbers', () => {
    const names = [
      'Подъезд 10',
      'подъезд 2',
      'Корпус 12б',
      'Подъезд 1',
      'Корпус 12а',
      'Корпус 9',
      'Ёлка 3',
      'Дом 5, корпус 10',
      'Дом 5, корпус 2',
      'Подъезд 002',
    ];
    expect([...names].sort(compareNames)).toEqual([
      'Дом 5, корпус 2',
      'Дом 5, корпус 10',
      'Ёлка 3',
      'Корпус 9',
      'Корпус 12а',
      'Корпус 12б',
      'Подъезд 1',
      'подъезд 2',
      'Подъезд 002',
      'Подъезд 10',
    ]);
  });
});

describe('with points shown', () => {
  const view = createTreeView(index, { showPoints: true, search: '' });

  it('shows every node, with no dots', () => {
    expect(outline(view)).toEqual([
      'ЖК «Парковый»',
      '  Ворота',
      '    Шлагбаум',
      'ЖК «Пустой»',
      '  Ограда',
      'ЖК «Северный»',
      '  Корпус 1',
      '    Подъезд 1',
      '      Вход в подъезд 1',
      '  Парковка',
    ]);
    expect(sampleTree.filter((node) => view.hasPointsMarker(node.id))).toEqual([]);
  });

  it('unfold-all expands every node that has children, and nothing else', () => {
    expect(names(foldableIds(index, view)).sort()).toEqual(
      ['ЖК «Парковый»', 'ЖК «Пустой»', 'ЖК «Северный»', 'Ворота', 'Корпус 1', 'Подъезд 1'].sort(),
    );
  });
});

describe('with points hidden', () => {
  const view = createTreeView(index, { showPoints: false, search: '' });

  it('hides the points and every node with no points beneath it', () => {
    expect(outline(view)).toEqual(['ЖК «Парковый»', '  Ворота', 'ЖК «Северный»', '  Корпус 1', '    Подъезд 1']);
    expect(view.isShown(node(IDS.empty))).toBe(false);
    expect(view.isShown(node(IDS.parking))).toBe(false);
    expect(view.isShown(node(IDS.entrance))).toBe(false);
  });

  it('marks with a dot each perimeter that has points deeper down, and no object', () => {
    const dotted = sampleTree.filter((node) => view.hasPointsMarker(node.id)).map((node) => node.name);
    expect(dotted.sort()).toEqual(['Ворота', 'Корпус 1', 'Подъезд 1'].sort());
  });

  it('unfold-all no longer counts the perimeters whose only children were points', () => {
    expect(names(foldableIds(index, view)).sort()).toEqual(['ЖК «Парковый»', 'ЖК «Северный»', 'Корпус 1'].sort());
  });
});

describe('the search', () => {
  it('keeps the nodes whose name contains the text, case-insensitively, and their ancestors', () => {
    const view = createTreeView(index, { showPoints: true, search: '  ПОДЪЕЗД ' });
    expect(outline(view)).toEqual(['ЖК «Северный»', '  Корпус 1', '    Подъезд 1', '      Вход в подъезд 1']);
    expect(view.isMatch(IDS.podezd)).toBe(true);
    expect(view.isMatch(IDS.entrance)).toBe(true);
    expect(view.isMatch(IDS.korpus)).toBe(false);
    expect(names(view.searchAncestors).sort()).toEqual(['ЖК «Северный»', 'Корпус 1', 'Подъезд 1'].sort());
  });

  it('does not find a hidden point, nor bring back the branch it is in', () => {
    const view = createTreeView(index, { showPoints: false, search: 'шлагбаум' });
    expect(outline(view)).toEqual([]);
  });

  it('finds nothing for a text no name contains', () => {
    expect(outline(createTreeView(index, { showPoints: true, search: 'лифт' }))).toEqual([]);
  });
});

describe('the shown rows', () => {
  /** Each row as the tree draws it: indent, fold state (+ unfolded, > folded), name. */
  const drawn = (view: TreeView, expanded: string[]) =>
    visibleRows(view, new Set(expanded)).map(
      (row) => `${'  '.repeat(row.level)}${row.folder ? (row.expanded ? '+ ' : '> ') : ''}${row.node.name}`,
    );

  it('enter only the unfolded nodes, depth first, in display order', () => {
    const view = createTreeView(index, { showPoints: true, search: '' });
    expect(drawn(view, [])).toEqual(['> ЖК «Парковый»', '> ЖК «Пустой»', '> ЖК «Северный»']);
    // Корпус 1 is unfolded but under a folded object: still out of sight.
    expect(drawn(view, [IDS.korpus])).toEqual(['> ЖК «Парковый»', '> ЖК «Пустой»', '> ЖК «Северный»']);
    expect(drawn(view, [IDS.severny, IDS.korpus])).toEqual([
      '> ЖК «Парковый»',
      '> ЖК «Пустой»',
      '+ ЖК «Северный»',
      '  + Корпус 1',
      '    > Подъезд 1',
      '  Парковка',
    ]);
  });

  it('with points hidden, a perimeter whose only children were points no longer folds', () => {
    const view = createTreeView(index, { showPoints: false, search: '' });
    expect(drawn(view, [IDS.severny, IDS.korpus, IDS.podezd])).toEqual([
      '> ЖК «Парковый»',
      '+ ЖК «Северный»',
      '  + Корпус 1',
      '    Подъезд 1',
    ]);
  });
});

describe('the ancestors of a node', () => {
  it('are listed nearest first, up to the object', () => {
    expect(names(ancestorsOf(index, IDS.entrance))).toEqual(['Подъезд 1', 'Корпус 1', 'ЖК «Северный»']);
    expect(ancestorsOf(index, IDS.severny)).toEqual([]);
  });
});
