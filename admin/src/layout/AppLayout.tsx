import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { DepartmentGuard } from './DepartmentGuard';
import { ScrollTopButton } from './ScrollTopButton';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { WelcomeNotice } from './WelcomeNotice';

/** The content column may shrink below its widest table, so tables scroll inside their card, not the page (phones). */
const LAYOUT_SX = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
} as const;

/** The logged-in shell: top bar, side drawer, scroll-to-top button (spec 01 §2 "Shell"). */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={TopBar} menu={SideMenu} sx={LAYOUT_SX}>
      <DepartmentGuard>{children}</DepartmentGuard>
      <ScrollTopButton />
      <WelcomeNotice />
    </Layout>
  );
}
