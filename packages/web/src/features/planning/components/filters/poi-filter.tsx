import { Grid, Group, Input, MultiSelect, Slider, Text } from '@mantine/core';
import type { NearbyPlaceDto } from '@plano/core';
import { RADIUS } from '@plano/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';

interface PoiFilterProps {
  places: NearbyPlaceDto[];
  value: string[];
  radius: number;
  onChange(places: string[], radius: number): void;
}

/** Sites within a radius of any chosen point of interest; the radius counts only once a POI is chosen. */
export function PoiFilter({ places, value, radius, onChange }: PoiFilterProps) {
  const { t } = useTranslation('planning');
  const [draft, setDraft] = useState(radius);
  useEffect(() => setDraft(radius), [radius]);
  // Grouped by category, so a long list of places stays easy to scan.
  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const place of places) {
      const items = groups.get(place.category) ?? [];
      items.push({ value: String(place._id), label: place.name });
      groups.set(place.category, items);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [places]);
  const none = value.length === 0;
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <MultiSelect
          label={t('filters.poi')}
          placeholder={none ? t('filters.poiPlaceholder') : undefined}
          data={data}
          value={value}
          onChange={(next) => onChange(next, radius)}
          searchable
          clearable
          limit={100}
          maxDropdownHeight={320}
          nothingFoundMessage={t('filters.nothingFound')}
          data-testid="filter-poi"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Input.Wrapper
          label={
            <Group justify="space-between" gap="xs" w="100%">
              <span>{t('filters.radius')}</span>
              <Text span size="xs" c="dimmed" data-testid="filter-radius-value">
                {none ? t('filters.radiusHint') : t('filters.radiusValue', { radius: formatNumber(draft) })}
              </Text>
            </Group>
          }
          labelProps={{ w: '100%' }}
        >
          <Slider
            mt="xs"
            mb="md"
            min={RADIUS.min}
            max={RADIUS.max}
            step={RADIUS.step}
            value={draft}
            onChange={setDraft}
            onChangeEnd={(next) => onChange(value, next)}
            disabled={none}
            label={null}
            marks={[
              { value: RADIUS.min, label: '0 m' },
              { value: RADIUS.max, label: `${formatNumber(RADIUS.max / 1000)} km` },
            ]}
            thumbLabel={t('filters.radius')}
            data-testid="filter-radius"
          />
        </Input.Wrapper>
      </Grid.Col>
    </Grid>
  );
}
