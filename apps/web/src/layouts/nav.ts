import { ROUTES } from '@mentor/validation/plain';
import {
  IconBulb,
  IconCreditCard,
  IconDownload,
  IconHistory,
  IconHelpCircle,
  IconLayoutDashboard,
  IconMessageChatbot,
  IconShieldCog,
  IconTarget,
  IconUserCircle,
  type TablerIcon,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon: TablerIcon;
  adminOnly?: boolean;
  /** Whether the item is the current page for this path. */
  isActive: (pathname: string) => boolean;
}

/** The dashboard views; the path segment after /dashboard picks one (overview by default). */
const DASHBOARD_VIEWS = ['overview', 'chat', 'goals', 'history'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

export function isDashboardView(value: string | undefined): value is DashboardView {
  return (DASHBOARD_VIEWS as readonly (string | undefined)[]).includes(value);
}

export function dashboardPath(view: DashboardView): string {
  return view === 'overview' ? ROUTES.dashboard : `${ROUTES.dashboard}/${view}`;
}

/** The chat view with this session open. */
export function chatSessionPath(sessionId: string): string {
  return `${dashboardPath('chat')}?session=${encodeURIComponent(sessionId)}`;
}

const exactly =
  (...paths: string[]) =>
  (pathname: string) =>
    paths.includes(pathname.replace(/\/+$/, '') || '/');

/** Top navigation of the dashboard header (spec section 2): Admin only for admins. */
export const DASHBOARD_NAV: readonly NavItem[] = [
  {
    label: 'Dashboard',
    to: ROUTES.dashboard,
    icon: IconLayoutDashboard,
    isActive: exactly('/', '/dashboard', '/dashboard/overview'),
  },
  {
    label: 'Chat',
    to: dashboardPath('chat'),
    icon: IconMessageChatbot,
    isActive: exactly('/dashboard/chat'),
  },
  { label: 'Goals', to: dashboardPath('goals'), icon: IconTarget, isActive: exactly('/dashboard/goals') },
  { label: 'Inspiration', to: ROUTES.inspiration, icon: IconBulb, isActive: exactly(ROUTES.inspiration) },
  {
    label: 'History',
    to: dashboardPath('history'),
    icon: IconHistory,
    isActive: exactly('/dashboard/history'),
  },
  { label: 'Admin', to: ROUTES.admin, icon: IconShieldCog, adminOnly: true, isActive: exactly(ROUTES.admin) },
];

/** The account area's side navigation. */
export const ACCOUNT_NAV: readonly NavItem[] = [
  {
    label: 'Profile Settings',
    to: ROUTES.profile,
    icon: IconUserCircle,
    isActive: exactly(ROUTES.profile, '/account'),
  },
  {
    label: 'Subscription',
    to: ROUTES.subscription,
    icon: IconCreditCard,
    isActive: exactly(ROUTES.subscription),
  },
  { label: 'Help & Support', to: ROUTES.help, icon: IconHelpCircle, isActive: exactly(ROUTES.help) },
  { label: 'Export Data', to: ROUTES.export, icon: IconDownload, isActive: exactly(ROUTES.export) },
];

export function visibleNav(items: readonly NavItem[], isAdmin: boolean): NavItem[] {
  return items.filter((item) => !item.adminOnly || isAdmin);
}
