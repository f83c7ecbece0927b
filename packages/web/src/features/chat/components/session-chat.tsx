import { ActionIcon, Drawer, Indicator, Paper, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtime } from '../../../lib/realtime.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { type ChatSource, sessionChatSource } from '../api/chat-source.ts';
import { useChatLiveSync, useChatUsers } from '../api/use-chat.ts';

// The panel (threads, history, sending) loads when it is first shown: every signed-in screen has the
// top bar's button, few open the chat.
const ChatPanel = lazy(() => import('./chat-panel.tsx').then((m) => ({ default: m.ChatPanel })));

function useSessionSource() {
  const userId = useCurrentUser()?._id;
  return useMemo(() => (userId ? sessionChatSource(userId) : null), [userId]);
}

/** The chat at the side of a page (Book Inventory), on the signed-in tab's socket. */
export function SessionChatPanel() {
  const source = useSessionSource();
  const { socket, connected } = useRealtime();
  if (!source) return null;
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-label="chat" data-testid="side-chat">
      <Suspense fallback={null}>
        <ChatPanel source={source} socket={socket} connected={connected} withTitle />
      </Suspense>
    </Paper>
  );
}

/**
 * The top bar's way to the chat from any page: a button with the unread count and a drawer. It
 * lives in the signed-in layout, so it also keeps the chat caches in step with the socket.
 */
export function ChatDrawerButton() {
  const source = useSessionSource();
  const { socket } = useRealtime();
  useChatLiveSync(source, socket);
  return source ? <ChatDrawer source={source} /> : null;
}

function ChatDrawer({ source }: { source: ChatSource }) {
  const { t } = useTranslation('chat');
  const { socket, connected } = useRealtime();
  const [opened, { open, close }] = useDisclosure();
  const users = useChatUsers(source);
  const unread = users.data?.users.reduce((sum, u) => sum + u.unread, 0) ?? 0;
  return (
    <>
      <Tooltip label={t('title')}>
        <Indicator label={unread} size={16} color="red" disabled={unread === 0} offset={4}>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={open}
            aria-label={t('openChat', { count: unread })}
            data-testid="open-chat"
          >
            <IconMessages size={20} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="sm"
        title={t('title')}
        // The body takes the drawer's height, so an open thread's message box sits at the foot.
        styles={{
          content: { display: 'flex', flexDirection: 'column' },
          body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
        }}
      >
        <Suspense fallback={null}>
          <ChatPanel source={source} socket={socket} connected={connected} fill />
        </Suspense>
      </Drawer>
    </>
  );
}
