import { Alert, Anchor, Grid, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { DistrictZoneDto } from '@plano/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/messages.ts';
import { useDistrictZones } from '../api/fetch-district-zones.ts';
import { DistrictMap } from './district-map.tsx';
import { ZoneLegend } from './zone-legend.tsx';

/** /admin/covid_map — Indian districts coloured by their April–May 2020 risk zone. */
export function CovidMapPage() {
  const { t } = useTranslation('zones');
  const translate = useTranslateMessage();
  const zonesQuery = useDistrictZones();
  const [state, setState] = useState<string | null>(null);
  const [district, setDistrict] = useState<string | null>(null);

  const data = zonesQuery.data;
  const drawn = useMemo(() => (data?.districts ?? []).filter((d) => d.drawn), [data]);
  const byId = useMemo(() => new Map<number, DistrictZoneDto>(drawn.map((d) => [d.id, d])), [drawn]);
  const states = useMemo(() => [...new Set(drawn.map((d) => d.state))].sort(), [drawn]);
  const districtOptions = useMemo(
    () =>
      drawn
        .filter((d) => !state || d.state === state)
        .map((d) => ({ value: String(d.id), label: `${d.name} (${d.state})` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [drawn, state],
  );
  const pinned = district ? Number(district) : null;
  const highlight = useMemo(() => {
    if (pinned !== null) return new Set([pinned]);
    if (state) return new Set(drawn.filter((d) => d.state === state).map((d) => d.id));
    return null;
  }, [pinned, state, drawn]);

  const error = zonesQuery.error;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('page.subtitle')}
        </Text>
      </div>
      {error ? (
        <Alert color="red" title={t('page.loadFailed')}>
          {translate(error.message) ?? error.message}
        </Alert>
      ) : null}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder p="sm">
            {data ? (
              <DistrictMap map={data.map} zones={byId} highlight={highlight} pinned={pinned} />
            ) : error ? null : (
              <Stack align="center" py="xl" aria-busy>
                <Loader />
                <Text size="sm">{t('page.loading')}</Text>
              </Stack>
            )}
          </Paper>
          {data ? (
            <Stack gap={4} mt="xs" data-testid="zone-data-note">
              <Text size="sm">
                {t('note.dates', { from: data.date_range.from, to: data.date_range.to })} {t('note.source')}{' '}
                <Anchor href={data.source.url} target="_blank" rel="noreferrer">
                  {data.source.name}
                </Anchor>
              </Text>
              <Text size="sm" c="dimmed">
                {t('note.historical')}
              </Text>
              {data.not_shown.length > 0 ? (
                <Text size="sm" c="dimmed">
                  {t('note.notShown', {
                    list: data.not_shown
                      .map((r) => `${r.district} (${t(`zone.${r.zone}`)}, ${t(`note.${r.kind}`)})`)
                      .join('; '),
                  })}
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="md">
            <Paper withBorder p="sm">
              <Title order={2} size="h5" mb="xs">
                {t('legend.title')}
              </Title>
              {data ? <ZoneLegend legend={data.legend} /> : null}
            </Paper>
            <Paper withBorder p="sm">
              <Stack gap="sm">
                <Select
                  label={t('filters.state')}
                  placeholder={t('filters.allStates')}
                  data={states}
                  value={state}
                  onChange={(value) => {
                    setState(value);
                    setDistrict(null);
                  }}
                  searchable
                  clearable
                />
                <Select
                  label={t('filters.district')}
                  placeholder={t('filters.districtPlaceholder')}
                  data={districtOptions}
                  value={district}
                  onChange={setDistrict}
                  searchable
                  clearable
                  limit={50}
                  nothingFoundMessage={t('filters.noDistrict')}
                />
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
