import { useTranslation } from 'react-i18next';
import { useWriteBlockText } from '../../../components/write-area';
import { useWriteBlock } from '../../../lib/write-access';
import type { ChatTarget } from '../api/keys';
import { useSendState } from '../api/send-state';

/** The foot of a chat: the composer, or why the caller may not write here (a heading and a reason). */
export type ChatFoot = { open: true } | { open: false; heading: string | null; reason: string };

/**
 * Whether the caller may write in this chat: not while the company's subscription has ended (for
 * every chat), nor where the server says they may no longer (a direct chat the messaging rule or
 * a pending person closes; the rule's change is named when it closed a chat that was open).
 */
export function useChatFoot(target: ChatTarget): ChatFoot {
  const { t } = useTranslation();
  const blockText = useWriteBlockText(useWriteBlock('POST /api/messages/send'));
  const state = useSendState(target);
  if (blockText) return { open: false, heading: null, reason: blockText };
  if (state.data && !state.data.can_send)
    return {
      open: false,
      heading: state.data.closedByRule ? t('messages.ruleChanged') : null,
      reason: state.data.reason ?? '',
    };
  return { open: true };
}
