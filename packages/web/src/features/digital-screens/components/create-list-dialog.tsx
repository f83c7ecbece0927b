import { Alert, Anchor, Button, Group, Modal, Stack } from '@mantine/core';
import { IconDeviceTv, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotConfigured } from '../../../components/not-configured.tsx';
import { useHandOffError } from '../../../lib/integrations.ts';
import { type PlatformLogin, useCreateScreenoList } from '../api/digital-lists.ts';
import { PlatformLoginForm } from './platform-login-form.tsx';

const EMPTY: PlatformLogin = { email: '', password: '' };

/**
 * Book Inventory's Create list: the campaign's booked Digital sites as a list on the
 * digital-screen platform, with the user's own login for it. On success the platform opens in a
 * new tab — its plain address, never the credentials (SPEC §4 put them in the URL; we do not).
 */
export function CreateListButton({
  campId,
  configured,
  answered,
  onOutcome,
}: {
  campId: string;
  configured: boolean;
  /** The server has said which systems are set up: only then is "not configured" true. */
  answered: boolean;
  onOutcome(outcome: { ok: boolean; text: string }): void;
}) {
  const { t } = useTranslation('exports');
  const [opened, setOpened] = useState(false);
  const [login, setLogin] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [platformUrl, setPlatformUrl] = useState<string | null>(null);
  const create = useCreateScreenoList(campId);
  const describe = useHandOffError();
  const close = () => {
    setOpened(false);
    setLogin(EMPTY);
    setError(null);
    setPlatformUrl(null);
  };
  const submit = () => {
    setError(null);
    create.mutate(login, {
      onSuccess: (answer) => {
        setLogin(EMPTY);
        setPlatformUrl(answer.platform_url);
        onOutcome({ ok: true, text: t('digital.created', { count: answer.sites }) });
        window.open(answer.platform_url, '_blank', 'noopener,noreferrer');
      },
      onError: (e) => setError(describe(e)),
    });
  };
  return (
    <>
      <NotConfigured
        id="digital-not-configured"
        text={t('digital.notConfigured')}
        shown={answered && !configured}
      >
        <Button
          variant="light"
          color="grape"
          leftSection={<IconDeviceTv size={16} />}
          disabled={!configured}
          onClick={() => setOpened(true)}
          data-testid="open-digital-list"
        >
          {t('digital.button')}
        </Button>
      </NotConfigured>
      <Modal opened={opened} onClose={close} title={t('digital.title')} centered>
        {platformUrl ? (
          <Stack>
            <Alert color="green" data-testid="digital-list-success">
              {t('digital.createdHint')}
            </Alert>
            <Anchor href={platformUrl} target="_blank" rel="noopener noreferrer">
              <Group gap={4}>
                {t('digital.open')} <IconExternalLink size={14} />
              </Group>
            </Anchor>
            <Group justify="flex-end">
              <Button onClick={close}>{t('actions.close')}</Button>
            </Group>
          </Stack>
        ) : (
          <PlatformLoginForm
            hint={t('digital.hint')}
            value={login}
            onChange={setLogin}
            onSubmit={submit}
            onCancel={close}
            submitLabel={t('digital.send')}
            pending={create.isPending}
            error={error}
            testId="digital-list"
          />
        )}
      </Modal>
    </>
  );
}
