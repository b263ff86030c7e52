import type { AvailableUser, UserPublic } from '@vazife/contract';
import type { TFunction } from 'i18next';

/** The signed-in user as the messaging policy (contract messaging-policy.ts) reads an actor. */
export function actorOf(user: UserPublic) {
  return { role: user.role, approved: user.is_approved, userId: user.id, canCreateGroups: user.can_create_groups };
}

/** Select options for people: "Ayşe Yılmaz · Şef". */
export function userOptions(users: readonly AvailableUser[], t: TFunction) {
  return users.map((user) => ({ value: user.id, label: `${user.name} · ${t(`roles.${user.role}`)}` }));
}
