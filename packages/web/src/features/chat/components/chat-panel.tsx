import { Alert, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ChatUserDto } from '@plano/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { useTranslateMessage } from '../../../lib/messages.ts';
import type { ChatSource } from '../api/chat-source.ts';
import { useChatUsers } from '../api/use-chat.ts';
import { ChatThread } from './chat-thread.tsx';
import { ChatUserList } from './chat-user-list.tsx';

interface ChatPanelProps {
  source: ChatSource;
  socket: Socket | null;
  connected: boolean;
  /** Shown above the list (the side panel has one; the drawer has its own title). */
  withTitle?: boolean;
  /** Fill the container's height (the drawer): the thread's message box sits at its foot. */
  fill?: boolean;
}

/** SPEC §2 Chat panel: the user list, and a thread in its place once someone is chosen. */
export function ChatPanel({ source, socket, connected, withTitle = false, fill = false }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const translate = useTranslateMessage();
  const [openId, setOpenId] = useState<string | null>(null);
  const users = useChatUsers(source);
  const open: ChatUserDto | undefined = users.data?.users.find((u) => u._id === openId);

  return (
    <Stack gap="xs" style={fill ? { flex: 1, minHeight: 0 } : undefined} data-testid="chat-panel">
      {withTitle && (
        <Title order={2} size="h5">
          {t('title')}
        </Title>
      )}
      {users.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {users.error && <Alert color="red">{translate(users.error.message)}</Alert>}
      {open ? (
        <ChatThread
          source={source}
          socket={socket}
          connected={connected}
          other={open}
          onBack={() => setOpenId(null)}
          fill={fill}
        />
      ) : (
        users.data && (
          <>
            <Text size="xs" c="dimmed">
              {t('hint')}
            </Text>
            <ScrollArea.Autosize mah={460} type="auto" offsetScrollbars>
              <ChatUserList users={users.data.users} onOpen={(user) => setOpenId(user._id)} />
            </ScrollArea.Autosize>
          </>
        )
      )}
    </Stack>
  );
}
