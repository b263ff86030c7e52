import type { Company, LiveEventOf } from '@vazife/contract';
import type { QueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../../lib/my-company';
import { messageKeys } from './keys';
import { fetchSendState, nextSendState, sendStateKeys, type ChatSendState } from './send-state';

/**
 * The employer changed the company's messaging rule (`company.messaging_changed`). The event says
 * the new rule, which the company's settings show at once; who may write to whom also hangs on
 * who wrote first and who assigned whom, which it cannot say: each chat on screen asks again
 * whether it may still write (a chat open a moment ago and closed now was closed by the rule, and
 * its foot says so), and the people a new chat may start with are loaded again. Chats not on
 * screen are dropped, to be asked when opened.
 */
export async function applyMessagingRule(
  queryClient: QueryClient,
  event: LiveEventOf<'company.messaging_changed'>,
): Promise<void> {
  queryClient.setQueryData<Company>(
    companyKeys.my,
    (company) => company && { ...company, messaging_mode: event.messaging_mode },
  );
  void queryClient.invalidateQueries({ queryKey: messageKeys.availableUsers() });
  const chats = queryClient.getQueryCache().findAll({ queryKey: sendStateKeys.all });
  await Promise.all(
    chats.map(async (query) => {
      if (!query.isActive()) return queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      // As it was when the rule changed, whatever else refetches it meanwhile.
      const before = query.state.data as ChatSendState | undefined;
      try {
        const next = await fetchSendState(query.queryKey.at(-1) as string);
        queryClient.setQueryData<ChatSendState>(query.queryKey, nextSendState(before, next, true));
      } catch {
        // Unanswered: asked again the usual way.
        void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      }
    }),
  );
}
