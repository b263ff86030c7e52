import type { UserPublic } from '@vazife/contract';
import { canManageStaff } from '@vazife/contract';
import {
  IconHelpCircle,
  IconLayoutDashboard,
  IconMessages,
  IconReportAnalytics,
  IconSettings,
  IconSpeakerphone,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  key: 'dashboard' | 'employees' | 'reports' | 'messages' | 'announcements' | 'settings' | 'help';
  to: string;
  icon: Icon;
  /** Only the dashboard home matches exactly; the others match their sub-paths too. */
  exact?: boolean;
  visible?: (user: UserPublic) => boolean;
}

const isEmployer = (user: UserPublic) => canManageStaff({ role: user.role, approved: user.is_approved });

/** Only tabs whose feature exists are listed (no placeholders for later features). */
export const menuItems: NavItem[] = [
  { key: 'dashboard', to: '/dashboard', icon: IconLayoutDashboard, exact: true },
  { key: 'employees', to: '/dashboard/employees', icon: IconUsers, visible: isEmployer },
  { key: 'reports', to: '/dashboard/reports', icon: IconReportAnalytics },
  { key: 'messages', to: '/dashboard/messages', icon: IconMessages },
  { key: 'announcements', to: '/dashboard/announcements', icon: IconSpeakerphone },
];

export const generalItems: NavItem[] = [
  { key: 'settings', to: '/dashboard/settings', icon: IconSettings },
  { key: 'help', to: '/dashboard/help', icon: IconHelpCircle },
];

/**
 * The phone's bottom bar, in its fixed order (tasks, reports, messages, announcements, settings;
 * only the features that exist): the menu plus settings (help sits in the profile menu).
 */
export const bottomItems: NavItem[] = [
  ...menuItems,
  { key: 'settings', to: '/dashboard/settings', icon: IconSettings },
];

export function visibleItems(items: NavItem[], user: UserPublic): NavItem[] {
  return items.filter((item) => !item.visible || item.visible(user));
}

export function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return item.exact ? path === item.to : path === item.to || path.startsWith(`${item.to}/`);
}
