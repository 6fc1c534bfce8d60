import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AreaAppBar } from './AreaAppBar';
import { AreaMenu } from './AreaMenu';
import { RootAttributes } from './RootAttributes';

/** The layout of an admin area: header, sidebar in the area's order, and the page. */
export const AreaLayout = ({ children, menuOrder }: { children: ReactNode; menuOrder: readonly string[] }) => (
  <Layout appBar={AreaAppBar} menu={() => <AreaMenu order={menuOrder} />}>
    <RootAttributes />
    {children}
  </Layout>
);
