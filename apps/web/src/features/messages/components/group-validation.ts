import { createGroupInput, sendBulkInput, updateGroupInput } from '@vazife/contract';
import { contractValidation } from '../../../lib/contract-form';
import type { CreateGroupValues } from '../api/create-group';
import type { SendBulkValues } from '../api/send-bulk';

export interface GroupEditValues {
  name: string;
  description: string;
}

/** What the new group dialog sends: its texts trimmed. */
export const toCreateGroupRequest = (values: CreateGroupValues): CreateGroupValues => ({
  name: values.name.trim(),
  description: values.description.trim(),
  member_ids: values.member_ids,
});

/** What the group's edit form sends. */
export const toGroupEditRequest = (values: GroupEditValues): GroupEditValues => ({
  name: values.name.trim(),
  description: values.description.trim(),
});

/** What the bulk message sends. */
export const toBulkRequest = (values: SendBulkValues): SendBulkValues => ({
  receiver_ids: values.receiver_ids,
  content: values.content.trim(),
});

/** A new group: a name and at least one member (the contract says both in one sentence). */
export const validateNewGroup = contractValidation(createGroupInput, toCreateGroupRequest);

/** A group's new name and description, as the server checks them. */
export const validateGroupEdit = contractValidation(updateGroupInput, toGroupEditRequest);

/** The bulk message: at least one recipient, then a text (the contract's order and limits). */
export const validateBulk = contractValidation(sendBulkInput, toBulkRequest);
