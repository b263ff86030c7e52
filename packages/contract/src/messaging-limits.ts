// Messaging's limits, apart from its schemas (messaging.ts): the dashboard shell's Mesajlar badge
// reads the cap, and a plain module keeps zod out of what that shell loads first.
/** The messaging screens' and calls' limits (docs/product-rules.md#messaging). */
export const messagingLimits = {
  contentMax: 4000,
  groupNameMax: 100,
  groupDescriptionMax: 500,
  /** The last message's preview in the conversation list. */
  previewChars: 35,
  /** The toast of a new message. */
  toastChars: 100,
  toastMs: 5000,
  /** Unread badges show "99+" past this. */
  badgeCap: 99,
  /** Members one group or one bulk message may name. */
  recipientsMax: 1000,
  /** A chat's page of messages. */
  pageSize: 50,
  /** A page of the conversation list, when the client names none, and the most it may ask for. */
  conversationPageSize: 30,
  conversationPageMax: 100,
  fileMaxBytes: 52_428_800,
} as const;
