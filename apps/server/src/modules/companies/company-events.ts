import { roles, type MessagingMode } from '@vazife/contract';
import type { LiveBus } from '../../platform/live-bus.js';

/**
 * After the messaging rule changed: every approved member of the company hears the new rule
 * (`company.messaging_changed`), the employer's own streams included (her other tabs show it in
 * their settings), so that open chats ask again whether they may still write.
 */
export function publishMessagingChanged(bus: LiveBus, companyId: string, mode: MessagingMode): void {
  bus.publish({ kind: 'roles', companyId, roles }, { type: 'company.messaging_changed', messaging_mode: mode });
}
