import { describe, expect, it } from 'vitest';
import { loadAccessTree, mapWithConcurrency, PERIMETER_REQUESTS_AT_ONCE } from '../../src/dataProvider/accessTree';
import { ALL_ZERO_ID } from '../../contract/fields';

/** Loading the access tree: perimeters per object in parallel, a few at a time, flattened. */

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapWithConcurrency', () => {
  it('never runs more than the limit at once, and keeps the order of the items', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 1, 2], 3, async (delay) => {
      most = Math.max(most, ++running);
      for (let i = 0; i < delay; i++) await tick();
      running--;
      return delay * 10;
    });
    expect(most).toBe(3);
    expect(results).toEqual([50, 10, 40, 20, 30, 10, 20]);
  });

  it('handles fewer items than the limit, and none', async () => {
    expect(await mapWithConcurrency([1], 6, async (item) => item + 1)).toEqual([2]);
    expect(await mapWithConcurrency([], 6, async (item: number) => item)).toEqual([]);
  });
});

describe('loadAccessTree', () => {
  it(`asks for 200 objects' perimeters at most ${PERIMETER_REQUESTS_AT_ONCE} at a time and flattens them under their parents`, async () => {
    const objectIds = Array.from({ length: 200 }, (_, index) => `object-${index}`);
    let perimetersInFlight = 0;
    let mostPerimetersAtOnce = 0;
    const asked: string[] = [];
    const call = async (name: string, params: Record<string, unknown>) => {
      if (name === 'GetAccessObjects')
        return { items: objectIds.map((id) => ({ id, displayName: `ЖК ${id}` })), total: 200 };
      if (name === 'GetAllAccessPoints') {
        return {
          items: [
            { id: 'point-1', displayName: 'Дверь', perimeterId: 'object-7/entrance', accessObjectId: 'object-7' },
          ],
          total: 1,
        };
      }
      const objectId = String(params.AccessObjectId);
      asked.push(objectId);
      mostPerimetersAtOnce = Math.max(mostPerimetersAtOnce, ++perimetersInFlight);
      await tick();
      perimetersInFlight--;
      const building = {
        id: `${objectId}/building`,
        displayName: 'Корпус',
        accessObjectId: objectId,
        parentId: ALL_ZERO_ID,
      };
      const entrance = {
        id: `${objectId}/entrance`,
        displayName: 'Подъезд',
        accessObjectId: objectId,
        parentId: building.id,
      };
      return { items: [building, entrance], total: 2 };
    };

    const nodes = await loadAccessTree(call as never);

    expect(mostPerimetersAtOnce).toBe(PERIMETER_REQUESTS_AT_ONCE);
    expect(asked).toHaveLength(200);
    expect(new Set(asked).size).toBe(200);
    expect(nodes).toHaveLength(200 + 400 + 1);
    expect(nodes.find((node) => node.id === 'object-7/building')).toEqual({
      id: 'object-7/building',
      kind: 'perimeter',
      parentId: 'object-7',
      accessObjectId: 'object-7',
      name: 'Корпус',
    });
    expect(nodes.find((node) => node.id === 'object-7/entrance')?.parentId).toBe('object-7/building');
    expect(nodes.find((node) => node.id === 'point-1')).toMatchObject({ kind: 'point', parentId: 'object-7/entrance' });
  });
});
