import type { AreaName } from '../session/areaStore';

/** Where each area lives. */
export const areaPaths: Record<AreaName, string> = {
  platform: '/admin-ru',
  company: '/intercom-ru',
};
