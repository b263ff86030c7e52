import { notificationBadgeCap } from '@vazife/contract';

/** The bell's number: "99+" past the cap. */
export function badgeText(unread: number): string {
  return unread > notificationBadgeCap ? `${notificationBadgeCap}+` : String(unread);
}
