import type { AccessNode } from '../access/tree/treeModel';
import { ALL_ZERO_ID } from '../../contract/fields';
import type { ActionCall } from './actionCall';

/**
 * How many GetAccessPerimeters requests run at once. The spec fetches perimeters per object in
 * parallel; a company with 200 objects must not send 200 requests at the same moment.
 */
export const PERIMETER_REQUESTS_AT_ONCE = 6;

/** Runs `task` for every item with at most `limit` running at once; the results keep the items' order. */
export const mapWithConcurrency = async <Item, Result>(
  items: readonly Item[],
  limit: number,
  task: (item: Item) => Promise<Result>,
): Promise<Result[]> => {
  const results = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

/**
 * The whole access tree of the company as a flat list: the objects, then each object's
 * perimeters (in parallel, PERIMETER_REQUESTS_AT_ONCE at a time), flattened, and every access point.
 */
export const loadAccessTree = async (call: ActionCall): Promise<AccessNode[]> => {
  const [objects, points] = await Promise.all([call('GetAccessObjects', {}), call('GetAllAccessPoints', {})]);
  const perimeters = (
    await mapWithConcurrency(objects.items, PERIMETER_REQUESTS_AT_ONCE, (object) =>
      call('GetAccessPerimeters', { AccessObjectId: object.id }),
    )
  ).flatMap((list) => list.items);
  return [
    ...objects.items.map((object): AccessNode => ({
      id: object.id,
      kind: 'object',
      parentId: null,
      accessObjectId: object.id,
      name: object.displayName,
    })),
    ...perimeters.map((perimeter): AccessNode => ({
      id: perimeter.id,
      kind: 'perimeter',
      parentId: perimeter.parentId === ALL_ZERO_ID ? perimeter.accessObjectId : perimeter.parentId,
      accessObjectId: perimeter.accessObjectId,
      name: perimeter.displayName,
    })),
    ...points.items.map((point): AccessNode => ({
      id: point.id,
      kind: 'point',
      parentId: point.perimeterId,
      accessObjectId: point.accessObjectId,
      name: point.displayName,
    })),
  ];
};

/** The dataProvider's method beyond react-admin's CRUD for the access section. */
export const accessTreeMethods = (call: ActionCall) => ({
  getAccessTree: async () => ({ data: await loadAccessTree(call) }),
});
