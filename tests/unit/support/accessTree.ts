import type { AccessNode } from '../../../src/access/tree/treeModel';

/** Identifiers of the sample access tree, by what each node is. */
export const IDS = {
  severny: '10000000-0000-4000-8000-000000000001',
  korpus: '20000000-0000-4000-8000-000000000001',
  podezd: '20000000-0000-4000-8000-000000000002',
  parking: '20000000-0000-4000-8000-000000000003',
  entrance: '30000000-0000-4000-8000-000000000001',
  empty: '10000000-0000-4000-8000-000000000002',
  fence: '20000000-0000-4000-8000-000000000004',
  park: '10000000-0000-4000-8000-000000000003',
  gates: '20000000-0000-4000-8000-000000000005',
  barrier: '30000000-0000-4000-8000-000000000002',
} as const;

/**
 * A small access tree covering every rule of the tree:
 * ЖК «Северный» > Корпус 1 > Подъезд 1 > Вход в подъезд 1 (a point two perimeters down), and Парковка
 * (a perimeter without points); ЖК «Пустой» > Ограда (no points anywhere); ЖК «Парковый» > Ворота >
 * Шлагбаум (a point right under a top perimeter).
 */
export const sampleTree: AccessNode[] = [
  { id: IDS.severny, kind: 'object', parentId: null, accessObjectId: IDS.severny, name: 'ЖК «Северный»' },
  { id: IDS.korpus, kind: 'perimeter', parentId: IDS.severny, accessObjectId: IDS.severny, name: 'Корпус 1' },
  { id: IDS.podezd, kind: 'perimeter', parentId: IDS.korpus, accessObjectId: IDS.severny, name: 'Подъезд 1' },
  { id: IDS.parking, kind: 'perimeter', parentId: IDS.severny, accessObjectId: IDS.severny, name: 'Парковка' },
  { id: IDS.entrance, kind: 'point', parentId: IDS.podezd, accessObjectId: IDS.severny, name: 'Вход в подъезд 1' },
  { id: IDS.empty, kind: 'object', parentId: null, accessObjectId: IDS.empty, name: 'ЖК «Пустой»' },
  { id: IDS.fence, kind: 'perimeter', parentId: IDS.empty, accessObjectId: IDS.empty, name: 'Ограда' },
  { id: IDS.park, kind: 'object', parentId: null, accessObjectId: IDS.park, name: 'ЖК «Парковый»' },
  { id: IDS.gates, kind: 'perimeter', parentId: IDS.park, accessObjectId: IDS.park, name: 'Ворота' },
  { id: IDS.barrier, kind: 'point', parentId: IDS.gates, accessObjectId: IDS.park, name: 'Шлагбаум' },
];
