import { accessObjectDefaults } from '../../../contract/access-object';
import { accessPointDefaults } from '../../../contract/access-point';
import { ALL_ZERO_ID } from '../../../contract/fields';
import { createDataProvider } from '../../../src/dataProvider/dataProvider';
import { areaStores } from '../../../src/session/areaStore';
import { IDS, sampleTree } from './accessTree';
import { stubServer } from './fakeServer';
import AccessPage from '../../../src/access/AccessPage';
import { renderArea } from './renderArea';
import { renderResource } from './renderResource';
import { makeUser } from './session';

const CREATED = '2026-11-01T09:00:00.000Z';
export const LOCK = {
  id: '40000000-0000-4000-8000-000000000001',
  pid: 'LK-0001',
  name: 'Замок у подъезда',
  type: 'ble',
};
export const OTHER_LOCK = {
  id: '40000000-0000-4000-8000-000000000002',
  pid: 'LK-0002',
  name: 'Шлагбаум парковки',
  type: 'gsm',
};
export const NEW_ID = '50000000-0000-4000-8000-000000000001';

const objects = sampleTree
  .filter((node) => node.kind === 'object')
  .map((node) => ({ ...accessObjectDefaults, id: node.id, displayName: node.name, created: CREATED }));

const perimeters = sampleTree
  .filter((node) => node.kind === 'perimeter')
  .map((node) => ({
    id: node.id,
    displayName: node.name,
    accessObjectId: node.accessObjectId,
    parentId: node.parentId === node.accessObjectId ? ALL_ZERO_ID : node.parentId!,
    description: null,
    restrictPassPermanentKeys: false,
    restrictPassTemporaryKeys: false,
    created: CREATED,
  }));

const points = sampleTree
  .filter((node) => node.kind === 'point')
  .map((node) => ({
    ...accessPointDefaults,
    id: node.id,
    displayName: node.name,
    lockId: LOCK.id,
    lockPid: LOCK.pid,
    cameraName: null,
    perimeterId: node.parentId!,
    accessObjectId: node.accessObjectId,
    created: CREATED,
  }));

/** How many abonents the stubbed server says a save reaches. */
export const ABONENTS_REACHED = { existing: 12, newPoint: 3 };

/**
 * The access section's page over the real dataProvider, with the network stubbed by a server that knows the
 * sample tree (tests/unit/support/accessTree.ts) and two locks.
 */
export const renderAccess = (path: string, { wholeArea = false }: { wholeArea?: boolean } = {}) => {
  const server = stubServer({
    GetAccessObjects: { body: { items: objects, total: objects.length } },
    GetAccessPerimeters: ({ params }) => {
      const items = perimeters.filter((perimeter) => perimeter.accessObjectId === params.AccessObjectId);
      return { body: { items, total: items.length } };
    },
    GetAllAccessPoints: { body: { items: points, total: points.length } },
    GetAccessObject: ({ params }) => ({ body: objects.find((object) => object.id === params.AccessObjectId) }),
    GetAccessPerimeter: ({ params }) => ({
      body: perimeters.find((perimeter) => perimeter.id === params.AccessPerimeterId),
    }),
    GetAccessPoint: ({ params }) => ({ body: points.find((point) => point.id === params.AccessPointId) }),
    // The devices serving a point, above its form: none in these tests.
    GetCompanyAccessPoints: ({ params }) => {
      const items = points
        .filter((point) => !params.AccessPointId || point.id === params.AccessPointId)
        .map((point) => ({ id: point.id, path: point.displayName, lockPid: 'L-1', devices: [] }));
      return { body: { items, total: items.length } };
    },
    // Whom a save reaches: a few abonents for a node that exists or a new point's perimeter; nobody for a
    // new object or perimeter (no doors yet), as the server counts.
    GetAbonentsReached: ({ params }) => ({
      body: { abonents: params.Id ? ABONENTS_REACHED.existing : params.PerimeterId ? ABONENTS_REACHED.newPoint : 0 },
    }),
    // The cameras a point may be watched by: none in these tests.
    GetCameras: { body: { items: [], total: 0 } },
    GetLocks: ({ params }) => {
      const items = [LOCK, OTHER_LOCK]
        .filter(
          (lock) =>
            (!params.Id || lock.id === params.Id) &&
            (!params.Search || `${lock.pid} ${lock.name}`.includes(String(params.Search))),
        )
        .map((lock) => ({
          ...lock,
          usedBy: points
            .filter((point) => point.lockId === lock.id)
            .map((point) => ({ id: point.id, name: point.displayName })),
        }));
      return { body: { items, total: items.length } };
    },
  });
  const options = {
    path,
    dataProvider: createDataProvider(areaStores.company, 'company'),
    store: areaStores.company,
    user: makeUser(),
  };
  // The page alone, at every path under /access as the area routes it; the whole area (layout, menu,
  // lazy page) only where a test looks at them.
  const view = wholeArea
    ? renderArea(options)
    : renderResource({ resource: 'access', pages: { list: AccessPage }, listHasChildRoutes: true, ...options });
  return { server, ...view };
};

export { IDS };
export const sampleObjects = objects;
export const samplePerimeter = (id: string) => perimeters.find((perimeter) => perimeter.id === id)!;
export const samplePoint = (id: string) => points.find((point) => point.id === id)!;
