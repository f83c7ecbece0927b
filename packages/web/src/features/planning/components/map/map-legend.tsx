import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COLORS, type DataLayer, HEAT_STOPS } from './site-layers.ts';

const overlay = { position: 'absolute', left: 12, top: 12, zIndex: 2 } as const;

function Swatch({ color, ring }: { color: string; ring?: string }) {
  return (
    <Box
      w={12}
      h={12}
      style={{
        borderRadius: '50%',
        background: color,
        border: `2px solid ${ring ?? '#fff'}`,
        boxShadow: '0 0 0 1px rgba(0,0,0,.15)',
      }}
    />
  );
}

/** What the colours mean: markers, or the heat ramp with its 0.2 / 0.4 / 0.6 / 0.8 steps. */
export function MapLegend({ layer, dark }: { layer: DataLayer; dark: boolean }) {
  const { t } = useTranslation('planning-map');
  const bg = dark ? 'rgba(16,22,34,0.88)' : 'rgba(255,255,255,0.94)';
  const fg = dark ? 'gray.3' : 'gray.7';
  if (layer === 'inventory') {
    return (
      <Paper style={{ ...overlay, background: bg }} p="xs" shadow="sm" radius="md" data-testid="map-legend">
        <Stack gap={6}>
          <Group gap={8}>
            <Swatch color={COLORS.cluster[1]} />
            <Text size="xs" c={fg}>
              {t('legend.cluster')}
            </Text>
          </Group>
          <Group gap={8}>
            <Swatch color={COLORS.site} />
            <Text size="xs" c={fg}>
              {t('legend.site')}
            </Text>
          </Group>
          <Group gap={8}>
            <Swatch color={COLORS.selected} />
            <Text size="xs" c={fg}>
              {t('legend.selected')}
            </Text>
          </Group>
          <Group gap={8}>
            <Swatch color={COLORS.place} />
            <Text size="xs" c={fg}>
              {t('legend.place')}
            </Text>
          </Group>
        </Stack>
      </Paper>
    );
  }
  const gradient = `linear-gradient(to right, rgba(43,131,186,0.15), ${HEAT_STOPS.map(([at, c]) => `${c} ${at * 100}%`).join(', ')})`;
  return (
    <Paper
      style={{ ...overlay, background: bg }}
      p="sm"
      shadow="sm"
      radius="md"
      w={280}
      data-testid="map-legend"
    >
      <Text size="sm" fw={600} c={dark ? 'gray.1' : 'dark'}>
        {t(`layers.${layer}`)}
      </Text>
      <Text size="xs" c={fg} mb={8}>
        {t(`measures.${layer}`)}
      </Text>
      <Box h={10} style={{ borderRadius: 5, background: gradient }} />
      <Box pos="relative" h={16} mt={2}>
        {[0.2, 0.4, 0.6, 0.8].map((tick) => (
          <Text
            key={tick}
            size="10px"
            c={fg}
            pos="absolute"
            left={`${tick * 100}%`}
            style={{ transform: 'translateX(-50%)' }}
          >
            {tick.toFixed(1)}
          </Text>
        ))}
      </Box>
      <Group justify="space-between">
        <Text size="xs" c={fg}>
          {t('legend.low')}
        </Text>
        <Text size="xs" c={fg}>
          {t('legend.high')}
        </Text>
      </Group>
    </Paper>
  );
}
