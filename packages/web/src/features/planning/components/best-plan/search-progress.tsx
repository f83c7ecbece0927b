import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { OptimizePlanProgress } from '@plano/core';
import { useTranslation } from 'react-i18next';

/**
 * While the server searches: a loader, and for a search run as a job (many candidates) which step
 * it is on and how far — the sites read, the budget spent, then the proposal's figures.
 */
export function SearchProgress({ progress }: { progress: OptimizePlanProgress | null }) {
  const { t } = useTranslation('audience');
  const share = progress && progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
  const percent = progress?.phase === 'figures' ? 100 : Math.round(share * 100);
  const step = progress
    ? t(`bestPlan.progress.${progress.phase}`, { done: progress.done, total: progress.total, percent })
    : null;
  return (
    <Stack gap="sm" py="xl" align="center" data-testid="best-plan-computing">
      <Group gap="sm" justify="center">
        <Loader size="sm" />
        <Text>{t('bestPlan.computing')}</Text>
      </Group>
      {step && (
        <Stack gap={4} w="100%" maw={420}>
          <Progress value={percent} animated aria-label={step} />
          <Text size="sm" c="dimmed" ta="center" data-testid="best-plan-progress" aria-live="polite">
            {step}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
