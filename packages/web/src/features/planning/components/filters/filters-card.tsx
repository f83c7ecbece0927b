import { Badge, Button, Grid, Group, MultiSelect, Paper, Title } from '@mantine/core';
import {
  AREA,
  type DistinctPlanningFilters,
  FINAL_SCORE,
  type NearbyPlaceDto,
  TRAFFIC_DENSITIES,
} from '@plano/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipFilter } from './chip-filter.tsx';
import {
  type Availability,
  type CampaignType,
  countActiveFilters,
  DEFAULT_FILTERS,
  type FilterValues,
  type Gender,
} from './filter-values.ts';
import { PoiFilter } from './poi-filter.tsx';
import { RangeFilter } from './range-filter.tsx';

interface FiltersCardProps {
  values: FilterValues;
  onChange(values: FilterValues): void;
  options?: DistinctPlanningFilters;
  places: NearbyPlaceDto[];
  /** The campaign's audience (ages, classes), shown first: its sex is the gender filter (decision 0029). */
  audience?: ReactNode;
  genderHint?: string;
}

type ListKey = 'media_owner' | 'sec_classification' | 'sec_600mt' | 'format' | 'media_type';

/** Every filter of SPEC §2, with the ranges and defaults of SPEC §5. */
export function FiltersCard({ values, onChange, options, places, audience, genderHint }: FiltersCardProps) {
  const { t } = useTranslation('planning');
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  const active = countActiveFilters(values);
  const secLabel = (value: string) => value.toUpperCase();

  const list = (key: ListKey, label: string, format: (v: string) => string = (v) => v) => (
    <MultiSelect
      label={label}
      placeholder={values[key].length === 0 ? t('filters.any') : undefined}
      data={(options?.[key] ?? []).map((value) => ({ value, label: format(value) }))}
      value={values[key]}
      onChange={(next) => set({ [key]: next })}
      searchable
      clearable
      nothingFoundMessage={t('filters.nothingFound')}
      data-testid={`filter-${key}`}
    />
  );

  return (
    <Paper withBorder p="lg" radius="md" data-testid="filters-card">
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <Title order={4}>{t('filters.title')}</Title>
          {active > 0 && (
            <Badge variant="light" data-testid="filters-active">
              {t('filters.active', { count: active, n: active })}
            </Badge>
          )}
        </Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconFilterOff size={16} />}
          disabled={active === 0}
          onClick={() => onChange(DEFAULT_FILTERS)}
          data-testid="filters-reset"
        >
          {t('filters.reset')}
        </Button>
      </Group>
      <Grid gutter="lg">
        {audience && <Grid.Col span={12}>{audience}</Grid.Col>}
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <ChipFilter
            label={t('filters.gender')}
            description={genderHint}
            testId="filter-gender"
            single
            options={[
              { value: 'male', label: t('filters.male') },
              { value: 'female', label: t('filters.female') },
            ]}
            value={values.gender ? [values.gender] : []}
            onChange={(next) => set({ gender: (next[0] as Gender | undefined) ?? null })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          {/* Exact against real bookings: booked by another campaign for this campaign's dates. */}
          <ChipFilter
            label={t('filters.availability')}
            testId="filter-availability"
            single
            options={[
              { value: 'available', label: t('filters.available') },
              { value: 'booked', label: t('filters.booked') },
            ]}
            value={values.availability ? [values.availability] : []}
            onChange={(next) => set({ availability: (next[0] as Availability | undefined) ?? null })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <ChipFilter
            label={t('filters.campaignType')}
            testId="filter-type"
            options={[
              { value: 'ooh', label: t('filters.ooh') },
              { value: 'digital', label: t('filters.digital') },
            ]}
            value={values.type}
            onChange={(next) => set({ type: next as CampaignType[] })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <ChipFilter
            label={t('filters.trafficDensity')}
            testId="filter-traffic"
            options={TRAFFIC_DENSITIES.map((value) => ({ value, label: t(`filters.traffic.${value}`) }))}
            value={values.traffic_density}
            onChange={(next) => set({ traffic_density: next })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>{list('media_owner', t('filters.mediaOwner'))}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>{list('media_type', t('filters.mediaType'))}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>{list('format', t('filters.format'))}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          {list('sec_classification', t('filters.secClassification'), secLabel)}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          {list('sec_600mt', t('filters.sec600mt'), secLabel)}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <RangeFilter
            label={t('filters.area')}
            testId="filter-area"
            min={AREA.min}
            max={AREA.max}
            step={AREA.step}
            unit=" m²"
            value={values.area}
            onChange={(area) => set({ area })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <RangeFilter
            label={t('filters.finalScore')}
            testId="filter-score"
            min={FINAL_SCORE.min}
            max={FINAL_SCORE.max}
            step={FINAL_SCORE.step}
            value={values.finalScore}
            onChange={(finalScore) => set({ finalScore })}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <PoiFilter
            places={places}
            value={values.places}
            radius={values.radius}
            onChange={(chosen, radius) => set({ places: chosen, radius })}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
