import { Box, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';
import { usePhone } from '../../../../lib/use-phone.ts';
import { COLORS, type DataLayer, HEAT_STOPS } from './site-layers.ts';

const overlay = { position: 'absolute', left: 12, top: 12, zIndex: 2 } as const;

function Swatch({ color, ring }: { color: string; ring?: string }) {
  return (
    <Box
      w={12}
      h={12}
      style={{
        flexShrink: 0,
        borderRadius: '50%',
        background: color,
        border: `2px solid ${ring ?? '#fff'}`,
        boxShadow: '0 0 0 1px rgba(0,0,0,.15)',
      }}
    />
  );
}

/** One line of the legend: a marker colour and what it means; `ring` for a selection shown as a ring. */
export interface LegendEntry {
  key: string;
  color: string;
  label: string;
  ring?: string;
}

/**
 * What the colours mean: markers (planning's, or those `entries` a plan passes), or the heat ramp with its 0.2 / 0.4 / 0.6 / 0.8 steps. On a
 * phone, or on a small map (`folded`), it would cover much of the map: there it starts folded to a
 * "Legend" button that opens it.
 */
export function MapLegend({
  layer,
  dark,
  entries,
  cluster,
  folded = false,
}: {
  layer: DataLayer;
  dark: boolean;
  /** The markers' colours; planning's (available, booked elsewhere, selected, places) by default. */
  entries?: LegendEntry[];
  /** What a group of sites looks like, when not planning's indigo (a plan's, by status). */
  cluster?: LegendEntry;
  folded?: boolean;
}) {
  const { t } = useTranslation('planning-map');
  const foldable = usePhone() || folded;
  const [unfolded, setUnfolded] = useState(false);
  const bg = dark ? 'rgba(16,22,34,0.88)' : 'rgba(255,255,255,0.94)';
  const fg = dark ? 'gray.3' : 'gray.7';
  const strong = dark ? 'gray.1' : 'dark';

  const frame = (content: ReactNode, props: { p: string; w?: number }) => {
    if (!foldable) {
      return (
        <Paper
          style={{ ...overlay, background: bg }}
          shadow="sm"
          radius="md"
          data-testid="map-legend"
          {...props}
        >
          {content}
        </Paper>
      );
    }
    return (
      <Paper
        style={{ ...overlay, left: 8, top: 8, background: bg }}
        shadow="sm"
        radius="md"
        p={6}
        w={unfolded ? props.w : undefined}
        maw="calc(100% - 16px)"
        data-testid="map-legend"
      >
        <UnstyledButton
          onClick={() => setUnfolded((open) => !open)}
          aria-expanded={unfolded}
          data-testid="map-legend-toggle"
          px={4}
          py={2}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Group gap={6} wrap="nowrap">
            <IconInfoCircle size={16} color={`var(--mantine-color-${dark ? 'gray-3' : 'indigo-7'})`} />
            <Text size="xs" fw={600} c={strong}>
              {t('legend.title')}
            </Text>
            <IconChevronDown
              size={14}
              style={{ transform: unfolded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Group>
        </UnstyledButton>
        <Collapse in={unfolded}>
          <Box px={4} pt={6} pb={2}>
            {content}
          </Box>
        </Collapse>
      </Paper>
    );
  };

  if (layer === 'inventory') {
    const markers = entries ?? [
      { key: 'site', color: COLORS.site, label: t('legend.site') },
      { key: 'booked', color: COLORS.bookedElsewhere, label: t('legend.bookedElsewhere') },
      { key: 'selected', color: COLORS.selected, label: t('legend.selected') },
      { key: 'place', color: COLORS.place, label: t('legend.place') },
    ];
    const clusters: LegendEntry[] = [
      cluster ?? { key: 'cluster', color: COLORS.cluster[1], label: t('legend.cluster') },
    ];
    // Planning's map draws the server's clusters, ringed by their booked / in-plan shares. Not when
    // folded (a phone): its unfolded legend must leave three quarters of the map in view.
    if (!entries && !foldable) {
      clusters.push(
        {
          key: 'cluster-booked',
          color: COLORS.cluster[1],
          label: t('legend.clusterBooked'),
          ring: COLORS.bookedElsewhere,
        },
        {
          key: 'cluster-planned',
          color: COLORS.cluster[1],
          label: t('legend.clusterPlanned'),
          ring: COLORS.inPlan,
        },
      );
    }
    const lines = [...clusters, ...markers];
    return frame(
      <Stack gap={6} data-testid="map-legend-entries">
        {lines.map((line) => (
          <Group key={line.key} gap={8} wrap="nowrap" data-testid={`map-legend-${line.key}`}>
            <Swatch color={line.color} ring={'ring' in line ? line.ring : undefined} />
            <Text size="xs" c={fg}>
              {line.label}
            </Text>
          </Group>
        ))}
      </Stack>,
      { p: 'xs' },
    );
  }
  const gradient = `linear-gradient(to right, rgba(43,131,186,0.15), ${HEAT_STOPS.map(([at, c]) => `${c} ${at * 100}%`).join(', ')})`;
  return frame(
    <>
      <Text size="sm" fw={600} c={strong}>
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
            {formatNumber(tick)}
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
    </>,
    { p: 'sm', w: 280 },
  );
}
