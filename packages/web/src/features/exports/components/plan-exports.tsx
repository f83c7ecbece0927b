import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { POLICIES } from '@plano/core';
import { IconDownload, IconPresentation, IconRadar } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotConfigured } from '../../../components/not-configured.tsx';
import { dateTime } from '../../../lib/format.ts';
import { useHandOffError, useIntegrations } from '../../../lib/integrations.ts';
import { useHasPolicy } from '../../../lib/permissions.ts';
import { CreateListButton } from '../../digital-screens/index.ts';
import { useDownloadDeck, useLastDeck } from '../api/deck.ts';
import { useMakeLocaudit } from '../api/make-locaudit.ts';
import { ExcelButton } from './excel-button.tsx';
import { PptModal } from './ppt-modal.tsx';

interface PlanExportsProps {
  campId: string;
  locauditCreated: boolean;
  /** Where the page shows how an action went (its success/danger banner). */
  onOutcome(outcome: { ok: boolean; text: string }): void;
}

/**
 * Book Inventory's hand-offs (SPEC §2): Excel and PowerPoint for holders of 'export data policy';
 * the audit tool and the digital-screen list for 'campaign_transfer_policy'. A hand-off whose
 * system is not set up says so instead of pretending.
 */
export function PlanExports({ campId, locauditCreated, onOutcome }: PlanExportsProps) {
  const { t } = useTranslation('exports');
  const canExport = useHasPolicy(POLICIES.exportData);
  const canTransfer = useHasPolicy(POLICIES.campaignTransfer);
  const integrations = useIntegrations();
  const describe = useHandOffError();
  const client = useQueryClient();
  const [pptOpen, setPptOpen] = useState(false);
  const lastDeck = useLastDeck(campId, canExport);
  const downloadDeck = useDownloadDeck();
  const locaudit = useMakeLocaudit(campId);
  const fail = (error: Error) => onOutcome({ ok: false, text: describe(error) });
  if (!canExport && !canTransfer) return null;
  const auditReady = Boolean(integrations.data?.audit_tool_url);
  const auditMissing = integrations.isSuccess && !auditReady;

  return (
    <Group gap="xs" data-testid="plan-exports">
      {canExport && (
        <>
          <ExcelButton campId={campId} onError={(text) => onOutcome({ ok: false, text })} />
          <Button
            variant="light"
            color="orange"
            leftSection={<IconPresentation size={16} />}
            onClick={() => setPptOpen(true)}
            data-testid="open-ppt"
          >
            {t('ppt.button')}
          </Button>
          {lastDeck.data?.deck && (
            <Tooltip label={t('ppt.lastHint', { date: dateTime(lastDeck.data.deck.created_at) })}>
              <Button
                variant="subtle"
                leftSection={<IconDownload size={16} />}
                loading={downloadDeck.isPending}
                onClick={() => downloadDeck.mutate(campId, { onError: fail })}
                data-testid="download-last-ppt"
              >
                {t('ppt.last')}
              </Button>
            </Tooltip>
          )}
          <PptModal
            campId={campId}
            opened={pptOpen}
            onClose={() => setPptOpen(false)}
            onSent={() => {
              onOutcome({ ok: true, text: t('ppt.sent') });
              void client.invalidateQueries({ queryKey: ['last-deck', campId] });
            }}
          />
        </>
      )}
      {canTransfer && (
        <>
          <NotConfigured id="audit-not-configured" text={t('audit.notConfigured')} shown={auditMissing}>
            <Button
              variant="light"
              color="teal"
              leftSection={<IconRadar size={16} />}
              loading={locaudit.isPending}
              disabled={!auditReady}
              onClick={() =>
                locaudit.mutate(undefined, {
                  onSuccess: () => onOutcome({ ok: true, text: t('audit.synced') }),
                  onError: fail,
                })
              }
              data-testid="sync-audit"
            >
              {t('audit.button')}
            </Button>
          </NotConfigured>
          {locauditCreated && (
            <Badge color="teal" variant="light" data-testid="audit-created">
              {t('audit.created')}
            </Badge>
          )}
          <CreateListButton
            campId={campId}
            configured={Boolean(integrations.data?.digital_platform_url)}
            answered={integrations.isSuccess}
            onOutcome={onOutcome}
          />
        </>
      )}
    </Group>
  );
}
