import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, SimpleGrid, Tabs, Text } from '@mantine/core';
import type { SiteDto } from '@plano/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../../lib/format.ts';

/** The age bands of SPEC §9, in order, with their labels. */
const BANDS = [
  ['p_0_5', '0-5', 'indigo.2'],
  ['p_6_14', '6-14', 'indigo.4'],
  ['p_15_29', '15-29', 'indigo.6'],
  ['p_30_44', '30-44', 'violet.6'],
  ['p_45_64', '45-64', 'grape.5'],
  ['p_65', '65+', 'pink.4'],
] as const;
const RADII = ['600mt', '1000mt'] as const;

/** Who lives around the site: people by age band within 600 m or 1000 m. */
export function AgeDonut({ ages }: { ages: SiteDto['ages'] }) {
  const { t } = useTranslation('planning-map');
  const [radius, setRadius] = useState<(typeof RADII)[number]>('600mt');
  const bands = ages[radius] ?? {};
  const data = BANDS.map(([key, label, color]) => ({ name: label, value: Number(bands[key] ?? 0), color }));
  const total = data.reduce((sum, band) => sum + band.value, 0);
  const percent = (value: number) => (total > 0 ? formatPercent((value / total) * 100, 0) : '—');

  return (
    <Box data-testid="age-donut">
      <Text fw={600} size="sm" mb={6}>
        {t('panel.ages')}
      </Text>
      <Tabs
        value={radius}
        onChange={(value) => value && setRadius(value as (typeof RADII)[number])}
        variant="pills"
        radius="xl"
      >
        <Tabs.List grow mb="sm">
          {RADII.map((r) => (
            <Tabs.Tab key={r} value={r}>
              {t(`panel.radius.${r}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* A panel per tab, so each tab's aria-controls names a real element. */}
        {RADII.map((r) => (
          <Tabs.Panel key={r} value={r}>
            {r === radius &&
              (total === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('panel.noAges')}
                </Text>
              ) : (
                <Group gap="lg" wrap="nowrap" align="center">
                  <DonutChart
                    data={data}
                    size={150}
                    thickness={24}
                    paddingAngle={1}
                    withTooltip
                    tooltipDataSource="segment"
                    valueFormatter={(value) => `${formatNumber(value)} (${percent(value)})`}
                    chartLabel={formatNumber(total)}
                  />
                  <SimpleGrid cols={1} spacing={4} style={{ flex: 1 }}>
                    {data.map((band) => (
                      <Group key={band.name} gap={8} wrap="nowrap" justify="space-between">
                        <Group gap={6} wrap="nowrap">
                          <ColorSwatch
                            color={`var(--mantine-color-${band.color.replace('.', '-')})`}
                            size={10}
                          />
                          <Text size="xs">{band.name}</Text>
                        </Group>
                        <Text size="xs" c="dimmed">
                          {percent(band.value)}
                        </Text>
                      </Group>
                    ))}
                  </SimpleGrid>
                </Group>
              ))}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text size="xs" c="dimmed" mt={6}>
        {t('panel.agesHint')}
      </Text>
    </Box>
  );
}
