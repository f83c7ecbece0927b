import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { CHAT_NO_USERNAME } from '@plano/core';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { type RealtimeAuth, useRealtimeConnection } from '../../../lib/realtime.ts';
import { linkChatSource } from '../api/chat-source.ts';
import { useChatLiveSync } from '../api/use-chat.ts';
import { ChatPanel } from './chat-panel.tsx';

const NAME_KEY = 'plano-chat-name';

/**
 * The chat at the side of the open approval page. The media owner's person names themselves once
 * (kept for this browser tab); they speak for the owner the link was sent to.
 */
export function GuestChat({ token, ownerUserId }: { token: string; ownerUserId: string }) {
  const { t } = useTranslation('chat');
  const translate = useTranslateMessage();
  const [name, setName] = useState(() => sessionStorage.getItem(NAME_KEY) ?? '');
  const [joined, setJoined] = useState(Boolean(name));
  const [error, setError] = useState<string | null>(null);
  const auth: RealtimeAuth | null = joined ? { link: token, username: name.trim() } : null;
  const { socket, connected, error: refused } = useRealtimeConnection(auth);
  const source = useMemo(() => linkChatSource(token, ownerUserId), [token, ownerUserId]);
  useChatLiveSync(joined ? source : null, socket);
  // A refused join goes back to the name form, saying why.
  useEffect(() => {
    if (!refused) return;
    setJoined(false);
    setError(refused === 'unauthorized' ? 'This approval link is invalid or has expired' : refused);
  }, [refused]);

  const join = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(CHAT_NO_USERNAME);
    sessionStorage.setItem(NAME_KEY, name.trim());
    setJoined(true);
  };

  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-label={t('title')} data-testid="side-chat">
      {joined ? (
        <ChatPanel source={source} socket={socket} connected={connected} withTitle />
      ) : (
        <form onSubmit={join} noValidate>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('title')}
            </Title>
            <Text size="sm">{t('joinHint')}</Text>
            <TextInput
              label={t('yourName')}
              value={name}
              maxLength={80}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
              error={translate(error ?? undefined)}
              data-testid="chat-username"
            />
            <Button type="submit" data-testid="chat-join">
              {t('join')}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
