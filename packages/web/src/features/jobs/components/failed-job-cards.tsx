import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JobError, RetryButton, useJobWords } from './failed-job-parts.tsx';
import type { FailedJobsViewProps } from './failed-jobs-table.tsx';

/** Narrow screens: a card per job, so the error wraps at the screen's width and nothing scrolls sideways. */
export function FailedJobCards({ jobs, retrying, onRetry }: FailedJobsViewProps) {
  const { t } = useTranslation('jobs');
  const { kindOf, queuedBy, when } = useJobWords();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="failed-jobs-cards">
      {jobs.map((job) => (
        <Paper
          key={job._id}
          component="li"
          withBorder
          radius="sm"
          p="sm"
          data-testid="failed-job-row"
          data-job-id={job._id}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {kindOf(job)}
              </Text>
              <Text size="xs" c="dimmed">
                {when(job)} · {t('attempts', { count: job.attempts })}
              </Text>
            </div>
            <RetryButton job={job} pending={retrying === job._id} onRetry={onRetry} />
          </Group>
          <JobError job={job} />
          <Text size="xs" c="dimmed" mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {queuedBy(job)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
