import type { AccessNode } from '../../src/access/tree/treeModel';

/**
 * A company the size of the budget: 200 residential complexes of 100 nodes each (20,000 nodes), shaped
 * like the demo trees: 9 buildings of 5 entrances, 4 of them with a door point, and 9 parkings without
 * points (so hiding points has branches to hide).
 */
export const makeNodes = (objects = 200): AccessNode[] => {
  const nodes: AccessNode[] = [];
  for (let o = 0; o < objects; o++) {
    const object = `o${o}`;
    nodes.push({ id: object, kind: 'object', parentId: null, accessObjectId: object, name: `ЖК «Квартал ${o + 1}»` });
    for (let b = 0; b < 9; b++) {
      const building = `${object}b${b}`;
      nodes.push({ id: building, kind: 'perimeter', parentId: object, accessObjectId: object, name: `Корпус ${b + 1}` });
      nodes.push({ id: `${building}p`, kind: 'perimeter', parentId: object, accessObjectId: object, name: `Паркинг ${b + 1}` });
      for (let e = 0; e < 5; e++) {
        const entrance = `${building}e${e}`;
        nodes.push({ id: entrance, kind: 'perimeter', parentId: building, accessObjectId: object, name: `Подъезд ${e + 1}` });
        if (e < 4) {
          nodes.push({ id: `${entrance}d`, kind: 'point', parentId: entrance, accessObjectId: object, name: `Дверь подъезда ${e + 1}` });
        }
      }
    }
  }
  return nodes;
};
