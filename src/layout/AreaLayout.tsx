import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AreaAppBar } from './AreaAppBar';
import { AreaMenu } from './AreaMenu';
import { ProgressLabels } from './ProgressLabels';
import { RootAttributes } from './RootAttributes';

/** The layout of an admin area: header, sidebar in the area's order, and the page; its progress bars named. */
export const AreaLayout = ({ children, menuOrder }: { children: ReactNode; menuOrder: readonly string[] }) => (
  <ProgressLabels>
    <Layout appBar={AreaAppBar} menu={() => <AreaMenu order={menuOrder} />}>
      <RootAttributes />
      {children}
    </Layout>
  </ProgressLabels>
);
