import '../../../i18n/messages';
import { Box, Card, Center, Stack, Text } from '@mantine/core';
import { canCreateGroup, canSendBulk, type AvailableUser } from '@vazife/contract';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useAvailableUsers } from '../api/available-users';
import { loadedConversations, useConversations } from '../api/conversations';
import { useGroups } from '../api/groups';
import type { ChatTarget } from '../api/keys';
import { actorOf } from '../components/actor';
import { chatItems, chatKey, otherGroupItems } from '../components/chat-items';
import { ChatList } from '../components/chat-list';
import { ChatPane } from '../components/chat-pane';
import { paramsFor, targetFromParams } from '../components/chat-target';
import { GroupOverviewPane } from '../components/group-overview-pane';
import { BulkMessageModal, NewChatModal, NewGroupModal } from '../components/message-dialogs';

type Dialog = 'newChat' | 'newGroup' | 'bulk' | null;

// The page fills the shell's main area below the subscription banner, if any: the list and the chat
// scroll inside it, not the window.
const fullHeight =
  'calc(100dvh - var(--app-shell-header-offset, 0rem) - var(--app-shell-footer-offset, 0rem) - 2 * var(--app-shell-padding, 0rem) - var(--subscription-banner-height, 0px))';

/** Mesajlar: the conversation list and the open chat side by side; on a phone, one after the other. */
export function MessagesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const conversations = useConversations();
  const groups = useGroups();
  const target = targetFromParams(params);
  const items = chatItems(loadedConversations(conversations.data), groups.data ?? [], conversations.hasNextPage);
  const otherGroups = otherGroupItems(groups.data ?? []);
  const activeKey = target ? chatKey(target) : null;
  const current = items.find((item) => chatKey(item.target) === activeKey);
  const otherGroup = otherGroups.find((item) => chatKey(item.target) === activeKey);
  // A group that left the list (deleted, or I was removed) while it was open.
  const groupGone =
    target?.kind === 'group' &&
    groups.isSuccess &&
    !groups.isFetching &&
    !groups.data.some((group) => group.id === target.id);
  // A first message to someone not yet in the list: the name comes from those I may write to.
  const users = useAvailableUsers(Boolean(target && !current && target.kind === 'user'));
  const found = !current && target ? users.data?.find((person) => person.id === target.id) : undefined;
  // Kept once found: a change of the messaging rule may take them off that list while their chat is
  // open, which then says why it is closed under their name.
  const [known, setKnown] = useState<AvailableUser | undefined>(undefined);
  if (found && found !== known) setKnown(found);
  if (!session) return null;
  const { user } = session;
  const actor = actorOf(user);

  const open = (next: ChatTarget) => setParams(paramsFor(next));
  const close = () => setParams({});
  const listError = conversations.error ?? groups.error;
  const newcomer = found ?? (!current && known?.id === target?.id ? known : undefined);
  const name = current?.name ?? newcomer?.name ?? '';
  const role = current?.role ?? newcomer?.role;
  const subtitle =
    current?.memberCount !== undefined
      ? t('messages.members', { count: current.memberCount })
      : role
        ? t(`roles.${role}`)
        : undefined;
  const showList = !isPhone || !target;
  const showChat = !isPhone || Boolean(target);

  return (
    <Stack gap="md" h={fullHeight} mih={420}>
      {!isPhone && <PageHeader title={t('messages.title')} subtitle={t('messages.subtitle')} />}
      <Card p={0} withBorder style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'row' }}>
        {showList && (
          <Box
            w={isPhone ? '100%' : 340}
            style={{
              flexShrink: 0,
              borderRight: isPhone ? undefined : '1px solid var(--mantine-color-default-border)',
            }}
          >
            <ChatList
              items={items}
              otherGroups={otherGroups}
              hasMore={conversations.hasNextPage}
              loadingMore={conversations.isFetchingNextPage}
              onLoadMore={() => void conversations.fetchNextPage()}
              myId={user.id}
              loading={conversations.isLoading || groups.isLoading}
              error={listError ? errorMessage(listError, t('messages.errors.conversations')) : null}
              activeKey={activeKey}
              onOpen={open}
              onNewChat={() => setDialog('newChat')}
              onNewGroup={canCreateGroup(actor) ? () => setDialog('newGroup') : undefined}
              onBulk={canSendBulk(actor) ? () => setDialog('bulk') : undefined}
            />
          </Box>
        )}
        {showChat && (
          <Box style={{ flex: 1, minWidth: 0 }}>
            {target && groupGone ? (
              <Center h="100%" p="xl">
                <Text c="dimmed" data-testid="group-gone">
                  {t('messages.groupGone')}
                </Text>
              </Center>
            ) : target && otherGroup ? (
              <GroupOverviewPane
                key={activeKey}
                groupId={target.id}
                user={user}
                onBack={isPhone ? close : undefined}
                onGone={close}
              />
            ) : target ? (
              <ChatPane
                key={activeKey}
                target={target}
                name={name}
                subtitle={subtitle}
                pinned={current?.pinned ?? false}
                unread={current?.unread ?? 0}
                user={user}
                onBack={isPhone ? close : undefined}
                onGone={close}
              />
            ) : (
              <Center h="100%" p="xl">
                <Stack align="center" gap={6} ta="center">
                  <IconMessages size={48} stroke={1.3} color="var(--mantine-color-dimmed)" aria-hidden />
                  <Text fw={600}>{t('messages.selectChat')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('messages.selectChatHint')}
                  </Text>
                </Stack>
              </Center>
            )}
          </Box>
        )}
      </Card>

      <NewChatModal
        opened={dialog === 'newChat'}
        onClose={() => setDialog(null)}
        onPick={(id) => open({ kind: 'user', id })}
      />
      <NewGroupModal
        opened={dialog === 'newGroup'}
        onClose={() => setDialog(null)}
        onCreated={(group) => open({ kind: 'group', id: group.id })}
      />
      <BulkMessageModal opened={dialog === 'bulk'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
