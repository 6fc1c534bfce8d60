import { lazyExport } from '../lazyExport';

const SessionList = lazyExport(() => import('./SessionList'), 'SessionList');

/** Sessions (both areas, reached from the user menu): the signed-in person's own, to see and end. */
const sessions = {
  list: SessionList,
};
export default sessions;
