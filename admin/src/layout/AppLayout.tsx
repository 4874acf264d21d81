import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { DepartmentGuard } from './DepartmentGuard';
import { ScrollTopButton } from './ScrollTopButton';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** The logged-in shell: top bar, side drawer, scroll-to-top button (spec 01 §2 "Shell"). */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={TopBar} menu={SideMenu}>
      <DepartmentGuard>{children}</DepartmentGuard>
      <ScrollTopButton />
    </Layout>
  );
}
