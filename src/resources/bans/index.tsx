import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router';
import { lazyExport } from '../lazyExport';

const BanList = lazyExport(() => import('./BanList'), 'BanList');

/** Where the Bans screen is under users (`users/bans`). */
export const BANS_SEGMENT = 'bans';

/**
 * Bans (Set A): a screen of the users resource at `users/bans`, showing the `bans` resource (its
 * Actions in contract/ban.ts, its words under users.bans). A route of users rather than a resource
 * of its own, whose address would be `/bans`; the sidebar keeps users active there.
 */
export const bansRoute = (
  <Route
    key={BANS_SEGMENT}
    path={BANS_SEGMENT}
    element={
      <ResourceContextProvider value="bans">
        <BanList />
      </ResourceContextProvider>
    }
  />
);
