import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AreaAppBar } from './AreaAppBar';
import { AreaMenu } from './AreaMenu';
import { NavigationProgress } from './NavigationProgress';
import { ProgressLabels } from './ProgressLabels';
import { RootAttributes } from './RootAttributes';

/**
 * The layout of an admin area: header, sidebar in the area's order, and the page; a bar while a page is
 * being opened; its progress bars named.
 */
export const AreaLayout = ({ children, menuOrder }: { children: ReactNode; menuOrder: readonly string[] }) => (
  <ProgressLabels>
    {/* Outside the layout, whose page is a stacking context of its own under the header. */}
    <NavigationProgress />
    <Layout appBar={AreaAppBar} menu={() => <AreaMenu order={menuOrder} />}>
      <RootAttributes />
      {children}
    </Layout>
  </ProgressLabels>
);
