import type { ComponentType, ReactNode } from 'react';
import { Layout } from 'react-admin';
import { FollowPermissions } from '../session/FollowPermissions';
import { AreaAppBar } from './AreaAppBar';
import { AreaMenu } from './AreaMenu';
import { NavigationProgress } from './NavigationProgress';
import { ProgressLabels } from './ProgressLabels';
import { RootAttributes } from './RootAttributes';

/**
 * The layout of an admin area: header, sidebar in the area's order, the area's notice (when it has one to
 * show) and the page; a bar while a page is being opened; its progress bars named.
 */
export const AreaLayout = ({
  children,
  menuOrder,
  Notice,
}: {
  children: ReactNode;
  menuOrder: readonly string[];
  Notice?: ComponentType;
}) => (
  <ProgressLabels>
    {/* Outside the layout, whose page is a stacking context of its own under the header. */}
    <NavigationProgress />
    <Layout appBar={AreaAppBar} menu={() => <AreaMenu order={menuOrder} />}>
      <RootAttributes />
      <FollowPermissions />
      {Notice && <Notice />}
      {children}
    </Layout>
  </ProgressLabels>
);
