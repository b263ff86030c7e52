import { createGroupInput, sendBulkInput, updateGroupInput, type UpdateGroupInput } from '@vazife/contract';
import type { TFunction } from 'i18next';
import type { CreateGroupValues } from '../api/create-group';
import type { SendBulkValues } from '../api/send-bulk';

/** The contract's check of a new group; a blank name or no member gives one message. */
export function groupFormError(values: CreateGroupValues, t: TFunction): string | null {
  if (!values.name.trim() || values.member_ids.length === 0) return t('messages.errors.groupRequired');
  const checked = createGroupInput.safeParse(values);
  return checked.success ? null : (checked.error.issues[0]?.message ?? t('messages.errors.groupRequired'));
}

/** The contract's check of a group's new name and description (as the server checks them). */
export function groupEditError(values: UpdateGroupInput, t: TFunction): string | null {
  const checked = updateGroupInput.safeParse(values);
  return checked.success ? null : (checked.error.issues[0]?.message ?? t('messages.errors.groupSave'));
}

/** The bulk message's check: at least one recipient and a text (the contract's limits). */
export function bulkFormError(values: SendBulkValues, t: TFunction): string | null {
  if (values.receiver_ids.length === 0) return t('messages.errors.bulkRecipients');
  if (!values.content.trim()) return t('messages.errors.contentRequired');
  const checked = sendBulkInput.safeParse(values);
  return checked.success ? null : (checked.error.issues[0]?.message ?? t('messages.errors.bulk'));
}
