import { ActionIcon, Box, Group, Paper, Text } from '@mantine/core';
import type { DistrictZoneDto, ZoneMapDto } from '@plano/core';
import { IconFocus2, IconMinus, IconPlus } from '@tabler/icons-react';
import { select } from 'd3-selection';
import { type ZoomBehavior, zoom, zoomIdentity } from 'd3-zoom';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZONE_COLORS } from './zone-colors.ts';

interface Props {
  /** The drawn districts (outlines projected by the server) and the borders around them. */
  map: ZoneMapDto;
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

/**
 * The India district map: an SVG of the outlines d3-geo projected on the server, zoom and pan with
 * d3-zoom, a tooltip per district.
 */
export function DistrictMap({ map, zones, highlight, pinned }: Props) {
  const { t } = useTranslation('zones');
  const [x, y, w, h] = map.box;
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
        [x, y],
        [x + w, y + h],
      ])
      .on('zoom', (event) => {
        layerRef.current?.setAttribute('transform', event.transform.toString());
      });
    zoomRef.current = behaviour;
    select(svg).call(behaviour);
    return () => {
      select(svg).on('.zoom', null);
    };
  }, [x, y, w, h]);

  // Zoom to what is highlighted (a state, a district), or back to the whole country.
  useEffect(() => {
    const svg = svgRef.current;
    const behaviour = zoomRef.current;
    if (!svg || !behaviour) return;
    const shown = highlight ? [...zones.values()].filter((d) => highlight.has(d.id)) : [];
    if (shown.length === 0) {
      behaviour.transform(select(svg), zoomIdentity);
      return;
    }
    const x0 = Math.min(...shown.map((d) => d.bounds[0]));
    const y0 = Math.min(...shown.map((d) => d.bounds[1]));
    const x1 = Math.max(...shown.map((d) => d.bounds[2]));
    const y1 = Math.max(...shown.map((d) => d.bounds[3]));
    const k = Math.min(MAX_ZOOM, 0.85 / Math.max((x1 - x0) / w, (y1 - y0) / h));
    const cx = x + w / 2;
    const cy = y + h / 2;
    behaviour.transform(
      select(svg),
      zoomIdentity.translate(cx - ((x0 + x1) / 2) * k, cy - ((y0 + y1) / 2) * k).scale(k),
    );
  }, [highlight, zones, x, y, w, h]);

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
        viewBox={map.box.join(' ')}
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
          {[...zones.values()].map(({ id, outline, zone }) => {
            const dimmed = highlight !== null && !highlight.has(id);
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: focus only shows the tooltip; role img gives the shape its name.
              <path
                key={id}
                d={outline}
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
            d={map.state_borders}
            fill="none"
            stroke="#343a40"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
            pointerEvents="none"
          />
          <path
            d={map.coast}
            fill="none"
            stroke="#495057"
            strokeWidth={0.8}
            vectorEffect="non-scaling-stroke"
            pointerEvents="none"
          />
          {highlight
            ? [...zones.values()]
                .filter(({ id }) => highlight.has(id))
                .map(({ id, outline }) => (
                  <path
                    key={`hl-${id}`}
                    d={outline}
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
