import { ActionIcon, Box, Group, Paper, Text } from '@mantine/core';
import { type DistrictZoneDto, INDIA_MAP_PROJECTION } from '@plano/core';
import { IconFocus2, IconMinus, IconPlus } from '@tabler/icons-react';
import { geoMercator, geoPath } from 'd3-geo';
import { select } from 'd3-selection';
import { type ZoomBehavior, zoom, zoomIdentity } from 'd3-zoom';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IndiaDistricts } from '../api/india-districts.ts';
import { ZONE_COLORS } from './zone-colors.ts';

interface Props {
  geometry: IndiaDistricts;
  zones: Map<number, DistrictZoneDto>;
  /** Districts to bring forward (a state filter or a searched district); null = all. */
  highlight: Set<number> | null;
  /** A searched district: zoomed to and its tooltip shown until the search changes. */
  pinned: number | null;
}

interface Tip {
  id: number;
  x: number;
  y: number;
}

const PAD = 4;

/** Where a district's tooltip sits: the centre of its shape as drawn now, in the frame's pixels. */
function tipAt(frame: HTMLElement | null, element: Element, id: number): Tip {
  const box = frame?.getBoundingClientRect();
  const rect = element.getBoundingClientRect();
  return {
    id,
    x: rect.left + rect.width / 2 - (box?.left ?? 0),
    y: rect.top + rect.height / 2 - (box?.top ?? 0),
  };
}
const MAX_ZOOM = 16;

/** SPEC §9's projection, then fitted to the drawing's own box so the panel decides the size. */
function useProjection(geometry: IndiaDistricts) {
  return useMemo(() => {
    const { center, scale, width } = INDIA_MAP_PROJECTION;
    // No adaptive resampling (precision 0): district edges are short enough that Mercator bends none
    // of them visibly, and resampling made the first draw ~8× slower. Two decimals of a ~200-unit
    // viewBox are still under a pixel at the deepest zoom.
    const projection = geoMercator()
      .center(center)
      .scale(scale)
      .translate([width / 2, width / 2])
      .precision(0);
    const path = geoPath(projection).digits(2);
    const paths = geometry.districts.map((f) => ({ id: f.properties.ID_2, d: path(f) ?? '' }));
    const [[x0, y0], [x1, y1]] = path.bounds({ type: 'FeatureCollection', features: geometry.districts });
    const box = { x: x0 - PAD, y: y0 - PAD, w: x1 - x0 + 2 * PAD, h: y1 - y0 + 2 * PAD };
    return {
      path,
      paths,
      box,
      stateBorders: path(geometry.stateBorders) ?? '',
      coast: path(geometry.coast) ?? '',
    };
  }, [geometry]);
}

/** The India district map: an SVG of d3-geo paths, zoom and pan with d3-zoom, a tooltip per district. */
export function DistrictMap({ geometry, zones, highlight, pinned }: Props) {
  const { t } = useTranslation('zones');
  const { path, paths, box, stateBorders, coast } = useProjection(geometry);
  const svgRef = useRef<SVGSVGElement>(null);
  const layerRef = useRef<SVGGElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const [tip, setTip] = useState<Tip | null>(null);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const behaviour = zoom<SVGSVGElement, unknown>()
      .scaleExtent([1, MAX_ZOOM])
      .translateExtent([
        [box.x, box.y],
        [box.x + box.w, box.y + box.h],
      ])
      .on('zoom', (event) => {
        layerRef.current?.setAttribute('transform', event.transform.toString());
      });
    zoomRef.current = behaviour;
    select(svg).call(behaviour);
    return () => {
      select(svg).on('.zoom', null);
    };
  }, [box]);

  // Zoom to what is highlighted (a state, a district), or back to the whole country.
  useEffect(() => {
    const svg = svgRef.current;
    const behaviour = zoomRef.current;
    if (!svg || !behaviour) return;
    const features = highlight ? geometry.districts.filter((f) => highlight.has(f.properties.ID_2)) : [];
    if (features.length === 0) {
      behaviour.transform(select(svg), zoomIdentity);
      return;
    }
    const [[x0, y0], [x1, y1]] = path.bounds({ type: 'FeatureCollection', features });
    const k = Math.min(MAX_ZOOM, 0.85 / Math.max((x1 - x0) / box.w, (y1 - y0) / box.h));
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    behaviour.transform(
      select(svg),
      zoomIdentity.translate(cx - ((x0 + x1) / 2) * k, cy - ((y0 + y1) / 2) * k).scale(k),
    );
  }, [highlight, geometry, path, box]);

  // A searched district shows its tooltip where it now sits.
  useEffect(() => {
    if (pinned === null) return;
    const element = svgRef.current?.querySelector<SVGPathElement>(`[data-district-id="${pinned}"]`);
    if (element) setTip(tipAt(frameRef.current, element, pinned));
  }, [pinned]);

  const zoomBy = (factor: number) => {
    if (svgRef.current && zoomRef.current) zoomRef.current.scaleBy(select(svgRef.current), factor);
  };
  const reset = () => {
    if (svgRef.current && zoomRef.current) zoomRef.current.transform(select(svgRef.current), zoomIdentity);
  };
  const label = (id: number) => {
    const zone = zones.get(id);
    return zone ? `${zone.name}: ${t(`zone.${zone.zone}`)}` : '';
  };
  const tipZone = tip ? zones.get(tip.id) : undefined;

  return (
    <Box pos="relative" ref={frameRef}>
      <Group gap={4} pos="absolute" top={8} right={8} style={{ zIndex: 2 }}>
        <ActionIcon
          variant="default"
          onClick={() => zoomBy(1.6)}
          aria-label={t('map.zoomIn')}
          title={t('map.zoomIn')}
        >
          <IconPlus size={16} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          onClick={() => zoomBy(1 / 1.6)}
          aria-label={t('map.zoomOut')}
          title={t('map.zoomOut')}
        >
          <IconMinus size={16} />
        </ActionIcon>
        <ActionIcon variant="default" onClick={reset} aria-label={t('map.reset')} title={t('map.reset')}>
          <IconFocus2 size={16} />
        </ActionIcon>
      </Group>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG groups its shapes; a fieldset cannot hold them. */}
      <svg
        ref={svgRef}
        viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
        role="group"
        aria-label={t('map.label')}
        data-testid="india-map"
        style={{
          width: '100%',
          height: 'min(75vh, 760px)',
          display: 'block',
          cursor: 'grab',
          background: '#eef5fb',
        }}
      >
        <g ref={layerRef}>
          {paths.map(({ id, d }) => {
            const zone = zones.get(id)?.zone ?? 'NA';
            const dimmed = highlight !== null && !highlight.has(id);
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: focus only shows the tooltip; role img gives the shape its name.
              <path
                key={id}
                d={d}
                data-district-id={id}
                data-zone={zone}
                role="img"
                tabIndex={0}
                aria-label={label(id)}
                fill={ZONE_COLORS[zone]}
                fillOpacity={dimmed ? 0.2 : 0.9}
                stroke="#ffffff"
                strokeWidth={0.5}
                vectorEffect="non-scaling-stroke"
                onMouseMove={(event) => {
                  const frame = frameRef.current?.getBoundingClientRect();
                  setTip({ id, x: event.clientX - (frame?.left ?? 0), y: event.clientY - (frame?.top ?? 0) });
                }}
                onMouseLeave={() => setTip(null)}
                onFocus={(event) => setTip(tipAt(frameRef.current, event.currentTarget, id))}
                onBlur={() => setTip(null)}
              />
            );
          })}
          <path
            d={stateBorders}
            fill="none"
            stroke="#343a40"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
            pointerEvents="none"
          />
          <path
            d={coast}
            fill="none"
            stroke="#495057"
            strokeWidth={0.8}
            vectorEffect="non-scaling-stroke"
            pointerEvents="none"
          />
          {highlight
            ? paths
                .filter(({ id }) => highlight.has(id))
                .map(({ id, d }) => (
                  <path
                    key={`hl-${id}`}
                    d={d}
                    fill="none"
                    stroke="#1c7ed6"
                    strokeWidth={2}
                    vectorEffect="non-scaling-stroke"
                    pointerEvents="none"
                  />
                ))
            : null}
        </g>
      </svg>
      {tip && tipZone ? (
        <Paper
          role="tooltip"
          data-testid="district-tooltip"
          shadow="md"
          p="xs"
          withBorder
          pos="absolute"
          left={tip.x + 12}
          top={tip.y + 12}
          style={{ pointerEvents: 'none', zIndex: 3, maxWidth: 280 }}
        >
          <Text size="sm" fw={600}>
            {label(tip.id)}
          </Text>
          <Text size="xs" c="dimmed">
            {tipZone.state}
          </Text>
          {tipZone.zone_districts.length > 1 ||
          (tipZone.zone_districts[0] && tipZone.zone_districts[0].district !== tipZone.name) ? (
            <Box component="ul" m={0} mt={4} pl="md">
              {tipZone.zone_districts.map((record) => (
                <Text component="li" size="xs" key={`${record.state}-${record.district}`}>
                  {record.district}: {t(`zone.${record.zone}`)} ({record.lastupdated})
                </Text>
              ))}
            </Box>
          ) : null}
        </Paper>
      ) : null}
    </Box>
  );
}
