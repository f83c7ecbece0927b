import { ActionIcon, Box, Button, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { CHAT_EMPTY, CHAT_TEXT_MAX, type ChatUserDto } from '@plano/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { timeOfDay } from '../../../lib/format.ts';
import { useTranslateMessage } from '../../../lib/messages.ts';
import type { ChatSource } from '../api/chat-source.ts';
import { sendChatMessage, useChatThread, useThreadOnScreen } from '../api/use-chat.ts';

/** A flex child that takes the height left and may shrink below its content (then scrolls). */
const FILL = { flex: 1, minHeight: 0 } as const;

interface ChatThreadProps {
  source: ChatSource;
  socket: Socket | null;
  connected: boolean;
  other: ChatUserDto;
  onBack(): void;
  /** Take the height of the container (the drawer), the message box at its foot. */
  fill?: boolean;
}

/** One conversation: history in pages (newest at the bottom), a back arrow, Enter to send. */
export function ChatThread({ source, socket, connected, other, onBack, fill = false }: ChatThreadProps) {
  const { t } = useTranslation('chat');
  const translate = useTranslateMessage();
  const thread = useChatThread(source, other._id);
  useThreadOnScreen(source, other._id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const messages = thread.data ? [...thread.data.pages].reverse().flatMap((page) => page.messages) : [];
  const newestId = messages.at(-1)?._id;

  // A new message (sent or received) scrolls the thread to the bottom.
  useEffect(() => {
    if (newestId) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [newestId]);

  const submit = async () => {
    const text = draft.trim();
    if (!text) return setError(CHAT_EMPTY);
    if (!socket || !connected) return setError('Message not sent');
    setSending(true);
    const answer = await sendChatMessage(socket, other._id, text);
    setSending(false);
    if (answer.error) return setError(answer.error);
    setError(null);
    setDraft('');
  };
  // Enter sends; Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Stack gap="xs" h="100%" style={fill ? FILL : undefined} data-testid="chat-thread">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="subtle" onClick={onBack} aria-label={t('back')} data-testid="chat-back">
          <IconArrowLeft size={18} />
        </ActionIcon>
        <Box style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate data-testid="chat-thread-name">
            {other.name}
          </Text>
          <Text size="xs" c="dimmed">
            {other.company}
          </Text>
        </Box>
      </Group>
      <ScrollArea
        h={fill ? undefined : 340}
        style={fill ? FILL : undefined}
        viewportRef={viewport}
        type="auto"
        offsetScrollbars
      >
        <Stack
          gap={6}
          p={4}
          role="log"
          aria-live="polite"
          aria-label={t('conversation', { name: other.name })}
        >
          {thread.hasNextPage && (
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => thread.fetchNextPage()}
              loading={thread.isFetchingNextPage}
              data-testid="chat-earlier"
            >
              {t('earlier')}
            </Button>
          )}
          {thread.isSuccess && messages.length === 0 && (
            <Text size="xs" c="dimmed" ta="center">
              {t('empty')}
            </Text>
          )}
          {messages.map((message) => {
            const mine = message.uid === source.selfId;
            return (
              <Paper
                key={message._id}
                px="sm"
                py={6}
                radius="md"
                maw="85%"
                bg={mine ? 'indigo.8' : 'gray.1'}
                c={mine ? 'white' : 'dark.8'}
                style={{ alignSelf: mine ? 'flex-end' : 'flex-start' }}
                data-testid="chat-message"
                data-mine={mine}
              >
                {!mine && (
                  <Text size="xs" fw={600}>
                    {message.username}
                  </Text>
                )}
                {/* React writes this as text: markup in a message stays visible characters. */}
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.message.text}
                </Text>
                <Text size="xs" ta="right" opacity={0.85}>
                  {timeOfDay(message.created_at)}
                </Text>
              </Paper>
            );
          })}
        </Stack>
      </ScrollArea>
      <Textarea
        aria-label={t('messageLabel', { name: other.name })}
        placeholder={t('placeholder')}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        maxLength={CHAT_TEXT_MAX}
        autosize
        minRows={1}
        maxRows={4}
        error={error ? translate(error) : undefined}
        data-testid="chat-input"
        rightSection={
          <ActionIcon
            onClick={() => void submit()}
            loading={sending}
            aria-label={t('send')}
            variant="subtle"
            data-testid="chat-send"
          >
            <IconSend size={18} />
          </ActionIcon>
        }
      />
      {!connected && (
        <Text size="xs" c="orange.9" data-testid="chat-offline">
          {t('reconnecting')}
        </Text>
      )}
    </Stack>
  );
}
