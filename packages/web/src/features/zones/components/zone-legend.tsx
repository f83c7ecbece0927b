import { Box, Group, Stack, Text } from '@mantine/core';
import { type DistrictZonesDto, ZONE_KEYS } from '@plano/core';
import { useTranslation } from 'react-i18next';
import { ZONE_COLORS } from './zone-colors.ts';

/** Count of drawn districts per zone; NA is listed too, so an uncoloured district is never unexplained. */
export function ZoneLegend({ legend }: { legend: DistrictZonesDto['legend'] }) {
  const { t } = useTranslation('zones');
  return (
    <Stack gap={6} component="ul" p={0} m={0} aria-label={t('legend.title')} style={{ listStyle: 'none' }}>
      {ZONE_KEYS.map((zone) => (
        <Group component="li" key={zone} gap="xs" wrap="nowrap" data-legend-zone={zone}>
          <Box w={16} h={16} bg={ZONE_COLORS[zone]} style={{ borderRadius: 3, flex: 'none' }} aria-hidden />
          <Text size="sm" style={{ flex: 1 }}>
            {t(`legend.${zone}`)}
          </Text>
          <Text size="sm" fw={600} data-testid={`legend-count-${zone}`}>
            {legend[zone]}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
