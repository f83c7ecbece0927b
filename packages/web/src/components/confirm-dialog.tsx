import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, naming how many things it touches. */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red for what cannot be undone. */
  color?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  testId?: string;
}

/**
 * Asks before something is lost (deleting, removing, discarding), like Delete Campaigns does. The
 * safe answer holds the focus first, so Enter or Esc straight away never destroys anything.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const testId = props.testId ?? 'confirm';
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={
        <Text fw={700} size="lg">
          {props.title}
        </Text>
      }
      centered
      size="md"
      // Above another modal when asked from inside one (Add Inventory's close).
      zIndex={400}
      data-testid={`${testId}-dialog`}
    >
      <Stack>
        <Text data-testid={`${testId}-text`}>{props.children}</Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={props.onCancel}
            disabled={props.busy}
            data-autofocus
            data-testid={`${testId}-no`}
          >
            {props.cancelLabel ?? t('actions.no')}
          </Button>
          <Button
            color={props.color ?? 'red'}
            onClick={props.onConfirm}
            loading={props.busy}
            data-testid={`${testId}-yes`}
          >
            {props.confirmLabel ?? t('actions.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
