import { Anchor, Button, Text } from '@mantine/core';
import type { FailedJobDto } from '@plano/core';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../lib/format.ts';

/** The words of one row, shared by the table and the narrow screen's cards. */
export function useJobWords() {
  const { t } = useTranslation('jobs');
  const kindOf = useCallback(
    // A kind this release has no name for (a newer one's) is shown as the server calls it.
    (job: FailedJobDto) => t(`kinds.${job.kind}`, { defaultValue: job.kind }),
    [t],
  );
  const queuedBy = useCallback(
    (job: FailedJobDto) =>
      job.created_by
        ? t('queuedBy', { name: job.created_by.name, email: job.created_by.email })
        : t('queuedBySystem'),
    [t],
  );
  return { kindOf, queuedBy, when: (job: FailedJobDto) => dateTime(job.updated_at) };
}

/** The last error as the job left it: wrapped anywhere (paths, addresses), folded past three lines. */
export function JobError({ job }: { job: FailedJobDto }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const [folded, setFolded] = useState(false);
  const text = useRef<HTMLParagraphElement>(null);
  // Whether three lines hide anything depends on the width, so it is measured, not guessed.
  useEffect(() => {
    const element = text.current;
    if (!element) return;
    const measure = () => setFolded(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (!job.last_error) {
    return (
      <Text size="sm" c="dimmed">
        {t('noError')}
      </Text>
    );
  }
  return (
    <div>
      <Text
        ref={text}
        size="sm"
        lineClamp={open ? undefined : 3}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="failed-job-error"
      >
        {job.last_error}
      </Text>
      {(folded || open) && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="failed-job-error-toggle"
        >
          {open ? t('showLess') : t('showMore')}
        </Anchor>
      )}
    </div>
  );
}

/** A native button, so Tab and Enter or Space retry it; its name says which job it retries. */
export function RetryButton({
  job,
  pending,
  onRetry,
}: {
  job: FailedJobDto;
  pending: boolean;
  onRetry(job: FailedJobDto): void;
}) {
  const { t } = useTranslation('jobs');
  const { kindOf, when } = useJobWords();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRefresh size={14} />}
      loading={pending}
      // Never squeezed: in a narrow card the text beside it wraps instead.
      style={{ flexShrink: 0 }}
      onClick={() => onRetry(job)}
      aria-label={t('retryLabel', { kind: kindOf(job), when: when(job) })}
      data-testid="retry-job"
    >
      {t('retry')}
    </Button>
  );
}
