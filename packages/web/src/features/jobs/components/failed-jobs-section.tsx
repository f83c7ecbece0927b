import { Alert, Badge, Center, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FailedJobDto } from '@plano/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Outcome, OutcomeAlert } from '../../../components/outcome-alert.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { FAILED_JOBS_PAGE_SIZE, useFailedJobs } from '../api/fetch-failed-jobs.ts';
import { useRetryJob } from '../api/retry-job.ts';
import { FailedJobCards } from './failed-job-cards.tsx';
import { useJobWords } from './failed-job-parts.tsx';
import { FailedJobsTable } from './failed-jobs-table.tsx';

/** The admin panel's list of jobs that failed after their last try, each with a Retry button. */
export function FailedJobsSection() {
  const { t } = useTranslation('jobs');
  const translate = useTranslateMessage();
  const { kindOf } = useJobWords();
  const [page, setPage] = useState(0);
  const failed = useFailedJobs(page);
  const retry = useRetryJob();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const narrow = useMediaQuery('(max-width: 48em)');
  const total = failed.data?.total_count ?? 0;
  const pages = Math.ceil(total / FAILED_JOBS_PAGE_SIZE);

  // Retrying the last job of the last page leaves that page empty: show the one before it.
  useEffect(() => {
    if (page > 0 && failed.isSuccess && page >= pages) setPage(Math.max(0, pages - 1));
  }, [page, pages, failed.isSuccess]);

  const onRetry = (job: FailedJobDto) => {
    setOutcome(null);
    retry.mutate(job._id, {
      onSuccess: () => {
        setOutcome({ ok: true, text: t('retried', { kind: kindOf(job) }) });
        // The pressed button leaves with its row; the keyboard carries on from the section's title.
        title.current?.focus();
      },
      onError: (error) => setOutcome({ ok: false, text: translate(error.message) ?? t('retryFailed') }),
    });
  };
  const view = {
    jobs: failed.data?.jobs ?? [],
    retrying: retry.isPending ? retry.variables : undefined,
    onRetry,
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="failed-jobs-title"
      data-testid="failed-jobs"
    >
      <Group gap="xs" mb={4}>
        <Title order={2} size="h4" id="failed-jobs-title" ref={title} tabIndex={-1}>
          {t('title')}
        </Title>
        {total > 0 && (
          <Badge color="red" variant="light" data-testid="failed-jobs-count">
            {formatNumber(total)}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('hint')}
      </Text>
      <Stack gap="md">
        <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} testId="retry-job" />
        {failed.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('loading')} />
          </Center>
        ) : failed.isError ? (
          <Alert color="red">{translate(failed.error.message)}</Alert>
        ) : view.jobs.length === 0 ? (
          <Stack align="center" gap={4} py="md" data-testid="failed-jobs-empty">
            <IconCircleCheck size={28} color="var(--mantine-color-green-7)" aria-hidden />
            <Text fw={600}>{t('empty')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('emptyHint')}
            </Text>
          </Stack>
        ) : narrow ? (
          <FailedJobCards {...view} />
        ) : (
          <FailedJobsTable {...view} />
        )}
        {pages > 1 && (
          <Pagination size="sm" total={pages} value={page + 1} onChange={(value) => setPage(value - 1)} />
        )}
      </Stack>
    </Paper>
  );
}
