import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { POLICIES } from '@plano/core';
import { IconCalendarCheck, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useHasPolicy } from '../../../lib/permissions.ts';
import type { PlanAction } from '../api/plan-actions.ts';

interface PlanActionsBarProps {
  selected: number;
  campaignName: string;
  busy: PlanAction | null;
  onAction(action: PlanAction): void;
}

/**
 * Shown while rows are selected: the count and the actions the user's policies allow (SPEC §2,
 * §6); with none of them, the permissions text. Approve Bookings and Remove Sites ask first.
 */
export function PlanActionsBar({ selected, campaignName, busy, onAction }: PlanActionsBarProps) {
  const { t } = useTranslation('bookings');
  const canSend = useHasPolicy(POLICIES.approver);
  const canBook = useHasPolicy(POLICIES.internalApproval);
  const canRemove = useHasPolicy(POLICIES.removeBookedInventory);
  const [confirming, setConfirming] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  if (selected === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" bg="indigo.0" data-testid="plan-actions">
      <Group justify="space-between">
        <Text fw={600} data-testid="plan-selected">
          {t('actions.selected', { count: selected })}
        </Text>
        {!canSend && !canBook && !canRemove ? (
          <Text size="sm" c="dimmed" data-testid="plan-no-permission">
            {t('actions.noPermission')}
          </Text>
        ) : (
          <Group gap="xs">
            {canSend && (
              <Button
                leftSection={<IconSend size={16} />}
                loading={busy === 'send'}
                onClick={() => onAction('send')}
                data-testid="send-for-approval"
              >
                {t('actions.send')}
              </Button>
            )}
            {canBook && (
              <Button
                color="green"
                leftSection={<IconCalendarCheck size={16} />}
                loading={busy === 'book'}
                onClick={() => setConfirming(true)}
                data-testid="approve-bookings"
              >
                {t('actions.book')}
              </Button>
            )}
            {canRemove && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                loading={busy === 'remove'}
                onClick={() => setConfirmingRemove(true)}
                data-testid="remove-sites"
              >
                {t('actions.remove')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('actions.confirmTitle')}
        centered
      >
        <Stack>
          <Text>{t('actions.confirmText', { name: campaignName, count: selected })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('actions.no')}
            </Button>
            <Button
              color="green"
              data-testid="confirm-booking"
              onClick={() => {
                setConfirming(false);
                onAction('book');
              }}
            >
              {t('actions.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={confirmingRemove}
        title={t('actions.removeTitle')}
        confirmLabel={t('actions.removeYes', { count: selected })}
        onCancel={() => setConfirmingRemove(false)}
        onConfirm={() => {
          setConfirmingRemove(false);
          onAction('remove');
        }}
        testId="remove-sites"
      >
        {t('actions.removeText', { count: selected, name: campaignName })}
      </ConfirmDialog>
    </Paper>
  );
}
