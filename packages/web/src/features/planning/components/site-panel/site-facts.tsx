import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SiteDto } from '@plano/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, money } from '../../../../lib/format.ts';

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** The site's facts of SPEC §2: owner, place, price, media type, audience split, zone, score. */
export function SiteFacts({ site }: { site: SiteDto }) {
  const { t } = useTranslation('planning-map');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Fact
          label={t('panel.price')}
          value={
            <Text span fw={700} fz="lg">
              {money(site.inventory_cost)}
            </Text>
          }
          testId="site-price"
        />
        <Fact
          label={t('panel.finalScore')}
          value={
            <Text span fw={700} fz="lg">
              {formatNumber(Math.round(site.final_score * 100))}
            </Text>
          }
        />
      </Group>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <Fact label={t('panel.siteCode')} value={site.site_code} testId="site-code" />
        <Fact label={t('panel.mediaOwner')} value={site.media_owner} testId="site-owner" />
        <Fact label={t('panel.location')} value={site.location} />
        <Fact label={t('panel.city')} value={site.city} />
        <Fact label={t('panel.mediaType')} value={site.media_type} />
        <Fact label={t('panel.zone')} value={site.zone} />
        <Fact label={t('panel.male')} value={formatPercent(site.male_600mt)} testId="site-male" />
        <Fact label={t('panel.female')} value={formatPercent(site.female_600mt)} />
      </SimpleGrid>
    </Stack>
  );
}
