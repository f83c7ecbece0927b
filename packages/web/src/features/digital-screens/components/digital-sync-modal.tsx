import { Alert, Modal } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHandOffError } from '../../../lib/integrations.ts';
import { type PlatformLogin, useSyncListToScreeno } from '../api/digital-lists.ts';
import { PlatformLoginForm } from './platform-login-form.tsx';

/** SPEC §9: the modal closes, and the platform opens, 5 seconds after a successful sync. */
export const SYNC_CLOSE_MS = 5000;
const EMPTY: PlatformLogin = { email: '', password: '' };

export interface DigitalSyncModalProps {
  opened: boolean;
  onClose(): void;
  /** The media owner's sites to sync; the server keeps only its own Digital ones. */
  siteIds: number[];
  /** Told after a successful sync, e.g. to refresh the page's list. */
  onSynced?(sites: number): void;
}

/**
 * The inventory page's digital-screen sync (SPEC §2, §4): the platform's e-mail and password, sent
 * once with the sites and never kept. Success shows the message, then after 5 s the modal closes
 * and the platform opens in a new tab; a failure shows 'Error In Sync'.
 */
export function DigitalSyncModal({ opened, onClose, siteIds, onSynced }: DigitalSyncModalProps) {
  const { t } = useTranslation('exports');
  const sync = useSyncListToScreeno();
  const describe = useHandOffError();
  const [login, setLogin] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ sites: number; url: string } | null>(null);
  // The parent may pass a new onClose each render: the 5 s timer must not restart with it.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const close = () => {
    setLogin(EMPTY);
    setError(null);
    setDone(null);
    onClose();
  };

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      window.open(done.url, '_blank', 'noopener,noreferrer');
      setLogin(EMPTY);
      setError(null);
      setDone(null);
      onCloseRef.current();
    }, SYNC_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const submit = () => {
    setError(null);
    sync.mutate(
      { ...login, siteIds },
      {
        onSuccess: (answer) => {
          setLogin(EMPTY);
          setDone({ sites: answer.sites, url: answer.platform_url });
          onSynced?.(answer.sites);
        },
        onError: (e) => setError(describe(e)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('digital.syncTitle')} centered>
      {done ? (
        <Alert color="green" data-testid="digital-sync-success">
          {t('digital.synced', { count: done.sites })}
        </Alert>
      ) : (
        <PlatformLoginForm
          hint={t('digital.syncHint', { count: siteIds.length })}
          value={login}
          onChange={setLogin}
          onSubmit={submit}
          onCancel={close}
          submitLabel={t('digital.syncSend')}
          pending={sync.isPending}
          submitDisabled={siteIds.length === 0}
          error={error}
          testId="digital-sync"
        />
      )}
    </Modal>
  );
}
