import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { money } from '../../../lib/format.ts';
import { useSiteAudience } from '../api/site-audience.ts';
import { useAudiencePlan } from './audience-plan-context.tsx';
import { useFigureFormat } from './use-figure-format.ts';

/** The site panel's audience: the site's weekly target impressions, its cost per thousand, the reach it would add. */
export function SiteAudienceFacts({ siteId }: { siteId: number }) {
  const { t } = useTranslation('audience');
  const plan = useAudiencePlan();
  const format = useFigureFormat();
  const query = useSiteAudience(plan?.campId ?? '', plan ? siteId : null, plan?.ids ?? [], plan?.audience);
  if (!plan) return null;
  const site = query.data;
  const inPlan = plan.ids.includes(siteId);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="site-audience" aria-busy={query.isFetching}>
      <Text fw={600} size="sm" mb={6}>
        {t('site.title')}
      </Text>
      {site ? (
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('site.weekly')}</Text>
            <Text size="sm" fw={600} data-testid="site-weekly-impressions">
              {format.compact(site.weekly_target_impressions)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('site.cpm')}</Text>
            <Text size="sm" fw={600} data-testid="site-cpm">
              {site.cost_per_thousand === null ? '—' : money(site.cost_per_thousand)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" align="flex-start">
            <Text size="sm">{inPlan ? t('site.inPlanReach') : t('site.addedReach')}</Text>
            <Text size="sm" fw={600} ta="right" data-testid="site-added-reach">
              {inPlan ? t('site.alreadyIn') : format.count(site.added_reach)}
            </Text>
          </Group>
        </Stack>
      ) : query.isError ? (
        <Text size="sm" c="dimmed">
          {t('figures.unavailable')}
        </Text>
      ) : (
        <Skeleton h={60} />
      )}
    </Paper>
  );
}
