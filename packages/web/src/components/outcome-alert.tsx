import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How an action went: green or red, dismissible; `partial` (amber) when it did only part of it. */
export interface Outcome {
  ok: boolean;
  text: string;
  partial?: boolean;
}

/** The dismissible success or danger banner that follows an action (Book Inventory, approval page). */
export function OutcomeAlert({
  outcome,
  onClose,
  testId,
}: {
  outcome: Outcome | null;
  onClose(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return (
    <Alert
      color={outcome.partial ? 'orange' : outcome.ok ? 'green' : 'red'}
      withCloseButton
      closeButtonLabel={t('actions.close')}
      onClose={onClose}
      data-testid={`${testId}-${outcome.partial ? 'partial' : outcome.ok ? 'success' : 'error'}`}
    >
      {outcome.text}
    </Alert>
  );
}
