import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CampaignDto } from '@plano/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formDate, money } from '../../../lib/format.ts';
import { useAudienceText } from './audience-text.ts';
import { useCitiesText } from './cities-text.ts';

interface CampaignSummaryProps {
  /** The screen's own title, above the campaign's name. */
  eyebrow: string;
  camp: CampaignDto | undefined;
  actions?: ReactNode;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** The header of the planning and plan screens: which campaign, for whom, when, and for how much. */
export function CampaignSummary({ eyebrow, camp, actions }: CampaignSummaryProps) {
  const { t } = useTranslation('campaigns');
  const citiesText = useCitiesText();
  const audienceText = useAudienceText();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="campaign-summary">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Text size="xs" c="indigo" tt="uppercase" fw={700}>
            {eyebrow}
          </Text>
          {camp ? (
            <Group gap="sm">
              <Title order={1} size="h2" data-testid="campaign-name">
                {camp.name}
              </Title>
              <Badge variant="light" color="gray" size="lg">
                {camp.brand}
              </Badge>
            </Group>
          ) : (
            <Skeleton h={32} w={320} />
          )}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {camp && (
        // Spanish dates and audiences wrap the facts on a laptop: a second row costs little height.
        <Group gap={40} mt="md" wrap="wrap" style={{ rowGap: 'var(--mantine-spacing-sm)' }}>
          <Fact label={t('summary.dates')}>
            {formDate(camp.start_date)} – {formDate(camp.end_date)}
          </Fact>
          <Fact label={t('summary.budget')} testId="campaign-budget">
            {money(camp.budget)}
          </Fact>
          <Fact label={t('summary.mediaType')}>{t(`summary.mediaTypes.${camp.media_type}`)}</Fact>
          <Fact label={t('summary.cities')}>{citiesText(camp.cities)}</Fact>
          <Fact label={t('summary.audience')} testId="campaign-audience">
            {audienceText(camp.target_audience)}
          </Fact>
        </Group>
      )}
    </Paper>
  );
}
