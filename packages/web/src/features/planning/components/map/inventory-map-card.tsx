import {
  Alert,
  Badge,
  Box,
  Card,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  ThemeIcon,
} from '@mantine/core';
import type { Bounds, PlanningFiltersInput } from '@plano/core';
import { IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import { type JSX, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';
import { useTranslateMessage } from '../../../../lib/messages.ts';
import { useMapConfig } from '../../api/fetch-map-config.ts';
import { useNearbyPlaces } from '../../api/fetch-nearby-places.ts';
import { usePlanningCentre } from '../../api/fetch-planning-centre.ts';
import { useSuggInventoryMap } from '../../api/fetch-sugg-inventory-map.ts';
import { belongsTo } from '../selection/matching-selection.ts';
import type { SiteSelection } from '../selection/site-selection.ts';
import { SitePanel } from '../site-panel/site-panel.tsx';
import { baseMapStyle } from './base-map-style.ts';
import { InventoryMap } from './inventory-map.tsx';
import { MapLegend } from './map-legend.tsx';
import { SANTIAGO } from './site-features.ts';
import { type DataLayer, HEAT_MEASURES } from './site-layers.ts';

export interface InventoryMapCardProps {
  campId: string;
  filters: PlanningFiltersInput;
  networks: string[];
  /**
   * The page's selection. 'Add All To The Plan' switched on selects every site of the answer in
   * view: its ids (inv_ids) while the map lists them, else the view's filters and bounds, resolved
   * by the server (issue 22); off clears it. The site panel adds and removes one site.
   */
  selection: SiteSelection;
  /** Without 'add to plan policy': no Add All switch and no add button in the site panel. */
  canSelect: boolean;
}

/** 800 px on a desktop; on a phone the map leaves room to scroll past it and for the selection bar. */
const MAP_HEIGHT = { base: 460, sm: 800 };
const LAYERS: DataLayer[] = ['inventory', ...HEAT_MEASURES];

/** The planning map: sites in view, clusters, POIs, heat layers and the site panel (SPEC §2). */
export function InventoryMapCard(props: InventoryMapCardProps): JSX.Element {
  const { campId, filters, networks, selection } = props;
  const { t } = useTranslation('planning-map');
  const translate = useTranslateMessage();
  // The view the map shows: the map call asks for its bounds, clustered at its zoom (decision 0025).
  const [view, setView] = useState<{ bounds: Bounds; zoom: number } | undefined>();
  const bounds = view?.bounds;
  const [dataLayers, setDataLayers] = useState(false);
  const [layer, setLayer] = useState<DataLayer>('inventory');
  const [addAll, setAddAll] = useState(false);
  const [siteId, setSiteId] = useState<number | null>(null);
  const [centre, setCentre] = useState<[number, number] | null>(null);
  const [centredFor, setCentredFor] = useState<string | null>(null);

  const config = useMapConfig();
  const styleUrl = config.data?.style_url ?? null;
  // Without an online style (or when the server cannot say), the built-in base map is drawn.
  const theme = dataLayers ? 'dark' : 'light';
  const builtIn = useMemo(() => baseMapStyle(theme), [theme]);

  // One map call on opening (issue 22): the centre says where the map opens, the map reports the
  // viewport it shows, and only then are its sites asked for. The places come once per campaign.
  const centreQuery = usePlanningCentre(campId);
  const nearby = useNearbyPlaces(campId);
  const query = useSuggInventoryMap({
    campId,
    filters,
    networks,
    bounds,
    zoom: view?.zoom,
    include_nearby: false,
  });
  const data = query.data;

  // Another campaign starts over: its centre, then the viewport there.
  const [shownCamp, setShownCamp] = useState(campId);
  if (shownCamp !== campId) {
    setShownCamp(campId);
    setView(undefined);
  }

  // Centre once per campaign on where its sites are densest (Santiago when it has none yet).
  const areaData = centreQuery.data;
  const areaFailed = centreQuery.isError;
  useEffect(() => {
    if (centredFor === campId || (!areaData && !areaFailed)) return;
    setCentredFor(campId);
    setCentre(areaData?.centre ?? [SANTIAGO[0], SANTIAGO[1]]);
  }, [centredFor, campId, areaData, areaFailed]);

  // A selection cleared elsewhere (or after booking) turns the switch off.
  useEffect(() => {
    if (addAll && selection.size === 0) setAddAll(false);
  }, [addAll, selection.size]);

  const empty = !!data && data.total_count === 0 && !query.isFetching;
  const clustered = !!data?.clusters;
  const sites = useMemo(() => data?.plano_inventory ?? [], [data]);
  const clusters = useMemo(() => data?.clusters ?? [], [data]);
  const places = useMemo(() => nearby.data ?? [], [nearby.data]);
  // The markers drawn as selected: of a matching selection, those known to belong to it and not unticked.
  const { ids, matching } = selection;
  const selectedIds = useMemo(
    () =>
      matching
        ? new Set(
            sites
              .filter((s) => belongsTo(matching, filters, s) && !matching.excluded.has(s._id))
              .map((s) => s._id),
          )
        : ids,
    [ids, matching, sites, filters],
  );
  const panelSite = sites.find((s) => s._id === siteId);
  // A site of a matching selection can be ticked or unticked only when known to belong to it.
  const panelToggles =
    props.canSelect && (!matching || (!!panelSite && belongsTo(matching, filters, panelSite)));

  const toggleAddAll = (on: boolean) => {
    setAddAll(on);
    if (!on || !data) selection.replace(null);
    else if (data.inv_ids) selection.replace(data.inv_ids);
    else selection.replaceWithMatching({ selection: { filters, networks, bounds }, total: data.total_count });
  };
  const toggleDataLayers = (on: boolean) => {
    setDataLayers(on);
    if (!on) setLayer('inventory');
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="inventory-map-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={42} radius="md">
              <IconMapPin size={22} />
            </ThemeIcon>
            <div>
              <Group gap={8} align="baseline">
                <Text fw={700} fz={24} lh={1.1} data-testid="map-count">
                  {data ? formatNumber(data.total_count) : '—'}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('sitesFound', { count: data?.total_count ?? 0 })}
                </Text>
                {selection.size > 0 && (
                  <Badge color="teal" variant="light" data-testid="map-selected">
                    {t('selectedCount', { count: selection.size, n: formatNumber(selection.size) })}
                  </Badge>
                )}
              </Group>
              {clustered ? (
                <Text size="xs" c="dimmed" data-testid="map-clustered">
                  {t('clustered')}
                </Text>
              ) : (
                <Text size="xs" c="dimmed">
                  {bounds ? t('inView') : t('wholeCampaign')}
                </Text>
              )}
            </div>
            {query.isFetching && (
              <Group gap={6} ml="sm" data-testid="map-loading">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {t('loading')}
                </Text>
              </Group>
            )}
          </Group>
          {/* On a phone the two switches stack: a row gap, not the xl between them side by side. */}
          <Group gap="xl" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
            {props.canSelect && (
              <Switch
                label={t('addAll')}
                checked={addAll}
                // Not while the answer on screen is still the previous view's: Add All takes this view.
                disabled={!data || data.total_count === 0 || query.isPlaceholderData}
                onChange={(event) => toggleAddAll(event.currentTarget.checked)}
                data-testid="map-add-all"
              />
            )}
            <Switch
              label={t('dataLayers')}
              checked={dataLayers}
              onChange={(event) => toggleDataLayers(event.currentTarget.checked)}
              data-testid="map-data-layers"
            />
          </Group>
        </Group>
        {dataLayers && (
          <SegmentedControl
            value={layer}
            onChange={(value) => setLayer(value as DataLayer)}
            data={LAYERS.map((value) => ({ value, label: t(`layers.${value}`) }))}
            data-testid="map-layer-chooser"
          />
        )}
        {query.isError && (
          <Alert color="red" variant="light">
            {translate(query.error.message)}
          </Alert>
        )}
        <Box
          pos="relative"
          h={MAP_HEIGHT}
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        >
          <InventoryMap
            mapStyle={styleUrl ?? builtIn}
            dark={dataLayers}
            dataLayer={layer}
            sites={sites}
            clusters={clusters}
            places={places}
            selectedIds={selectedIds}
            centre={centre}
            activeId={siteId}
            onBounds={(b, zoom) => setView({ bounds: b, zoom })}
            onSite={setSiteId}
          />
          <MapLegend layer={layer} dark={dataLayers} />
          {/* Near the map's top, not its middle: on a laptop the sticky selection bar covers the
              lower half of the map until the page is scrolled, and cut the message in two. */}
          {empty && (
            <Paper
              pos="absolute"
              top={96}
              left="50%"
              maw={420}
              p="lg"
              shadow="md"
              radius="md"
              style={{ transform: 'translateX(-50%)', zIndex: 2, textAlign: 'center' }}
              data-testid="map-empty"
            >
              <Stack align="center" gap="xs">
                <ThemeIcon variant="light" color="gray" size={44} radius="xl">
                  <IconMapPinOff size={24} />
                </ThemeIcon>
                <Text size="sm">{t('empty')}</Text>
              </Stack>
            </Paper>
          )}
        </Box>
      </Stack>
      <SitePanel
        campId={campId}
        siteId={siteId}
        selected={siteId !== null && selectedIds.has(siteId)}
        onToggle={panelToggles ? () => siteId !== null && selection.toggle(siteId) : undefined}
        onClose={() => setSiteId(null)}
      />
    </Card>
  );
}
