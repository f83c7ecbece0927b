import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { FailedJobDto } from '@plano/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { JobError, RetryButton, useJobWords } from './failed-job-parts.tsx';

export interface FailedJobsViewProps {
  jobs: FailedJobDto[];
  /** The job whose retry is under way. */
  retrying: string | undefined;
  onRetry(job: FailedJobDto): void;
}

/** Wide screens: one row per job, the error column taking the room that is left. */
export function FailedJobsTable({ jobs, retrying, onRetry }: FailedJobsViewProps) {
  const { t } = useTranslation('jobs');
  const { kindOf, queuedBy, when } = useJobWords();
  return (
    <Table verticalSpacing="sm" data-testid="failed-jobs-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('columns.job')}</Table.Th>
          <Table.Th>{t('columns.failedAt')}</Table.Th>
          <Table.Th ta="right">{t('columns.attempts')}</Table.Th>
          <Table.Th>{t('columns.error')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {jobs.map((job) => (
          <Table.Tr
            key={job._id}
            data-testid="failed-job-row"
            data-job-id={job._id}
            style={{ verticalAlign: 'top' }}
          >
            <Table.Td miw={160}>
              <Text size="sm" fw={600}>
                {kindOf(job)}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {queuedBy(job)}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(job)}</Table.Td>
            <Table.Td ta="right">{formatNumber(job.attempts)}</Table.Td>
            <Table.Td w="45%">
              <JobError job={job} />
            </Table.Td>
            <Table.Td ta="right">
              <RetryButton job={job} pending={retrying === job._id} onRetry={onRetry} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
