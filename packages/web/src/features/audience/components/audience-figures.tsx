import { ActionIcon, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import type { PlanAudienceDto } from '@plano/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../lib/use-phone.ts';
import { useFigureFormat } from './use-figure-format.ts';

interface AudienceFiguresProps {
  figures: PlanAudienceDto | undefined;
  /** The figures shown are for an older plan: the next ones are on their way. */
  updating: boolean;
  /** Said in general words: the planner can do nothing about the model's reasons. */
  error?: Error | null;
  /** Beside the figures (the Best plan button). */
  actions?: ReactNode;
  testId?: string;
}

function Figure({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  testId: string;
}) {
  return (
    <Stack gap={0} miw={150}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" fw={700} data-testid={testId}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed" data-testid={`${testId}-detail`}>
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What the plan buys in the campaign's target audience: impressions, reach (people and share of the
 * target), average frequency and GRPs, each with its 90 % interval in brackets (docs/audience-model.md).
 * Never in the way: the last figures stay while the next are computed, marked as updating.
 */
export function AudienceFigures({
  figures,
  updating,
  error,
  actions,
  testId = 'audience-figures',
}: AudienceFiguresProps) {
  const { t } = useTranslation('audience');
  const format = useFigureFormat();
  // Beside each other on a desktop (wide figures wrap among themselves, the target and the actions
  // keep their column); on a phone the column goes under the figures.
  const phone = usePhone();
  return (
    <Group
      role="group"
      aria-label={t('figures.label')}
      aria-busy={updating}
      justify="space-between"
      align="flex-start"
      gap="md"
      wrap={phone ? 'wrap' : 'nowrap'}
      data-testid={testId}
    >
      {figures ? (
        <Group
          gap="md"
          align="flex-start"
          wrap="wrap"
          // On a phone the figures take the whole width, else the target's column squeezes them.
          style={{ flex: phone ? '1 1 100%' : 1, minWidth: 0 }}
        >
          <Figure
            label={t('figures.impressions')}
            value={format.count(figures.impressions)}
            testId="figure-impressions"
          />
          <Figure
            label={t('figures.reach')}
            value={format.count(figures.reach)}
            detail={t('figures.ofTarget', { percent: format.percent(figures.reach_percent) })}
            testId="figure-reach"
          />
          <Figure
            label={t('figures.frequency')}
            value={format.plain(figures.frequency)}
            testId="figure-frequency"
          />
          <Figure label={t('figures.grp')} value={format.plain(figures.grp)} testId="figure-grp" />
        </Group>
      ) : error ? (
        <Text size="sm" c="dimmed" data-testid="figures-unavailable">
          {t('figures.unavailable')}
        </Text>
      ) : (
        <Group gap="xs">
          <Loader size={14} />
          <Text size="sm" c="dimmed">
            {t('figures.computing')}
          </Text>
        </Group>
      )}
      {/* The target and the actions share the right-hand column: the bar stays two lines high. */}
      <Stack gap={6} align={phone ? 'flex-start' : 'flex-end'}>
        {figures && (
          <Group gap={4} align="center" wrap="nowrap">
            {/* A span may not carry a label on its own: as a status it says the figures are moving. */}
            {updating && <Loader size={12} role="status" aria-label={t('figures.updating')} />}
            <Text size="xs" c="dimmed" data-testid="figure-target">
              {t('figures.target', { people: format.compact(figures.target_population) })}
            </Text>
            <Tooltip
              label={t('figures.intervalHint')}
              multiline
              w={260}
              withArrow
              events={{ hover: true, focus: true, touch: true }}
            >
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('figures.intervalHint')}>
                <IconInfoCircle size={14} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        {actions}
      </Stack>
    </Group>
  );
}
