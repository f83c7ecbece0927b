import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHandOffError } from '../../../lib/integrations.ts';
import { useGeneratePpt } from '../api/deck.ts';

/**
 * The PowerPoint modal: comma-separated addresses, each checked by the server (a bad one is named);
 * the deck is made in the background and mailed, so the modal closes as soon as it is queued.
 */
export function PptModal({
  campId,
  opened,
  onClose,
  onSent,
}: {
  campId: string;
  opened: boolean;
  onClose(): void;
  onSent(): void;
}) {
  const { t, i18n } = useTranslation('exports');
  const generate = useGeneratePpt(campId);
  const describe = useHandOffError();
  const [emails, setEmails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    generate.mutate(
      { emails, lng: i18n.language === 'es' ? 'es' : 'en' },
      {
        onSuccess: () => {
          setEmails('');
          onSent();
          onClose();
        },
        onError: (e) => setError(describe(e)),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('ppt.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('ppt.hint')}
          </Text>
          <TextInput
            label={t('ppt.emails')}
            placeholder="ana@agency.cl, client@brand.cl"
            value={emails}
            onChange={(e) => setEmails(e.currentTarget.value)}
            error={error}
            data-autofocus
            data-testid="ppt-emails"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={generate.isPending} data-testid="ppt-send">
              {t('ppt.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
