import type { AreaName } from '../session/areaStore';

/** Where each area lives (spec section 2). */
export const areaPaths: Record<AreaName, string> = {
  platform: '/admin-ru',
  company: '/intercom-ru',
};
