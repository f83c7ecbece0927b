import 'maplibre-gl/dist/maplibre-gl.css';
import './inventory-map.css';
import { useCallbackRef, useReducedMotion } from '@mantine/hooks';
import type { Bounds, MapSiteDto, NearbyPlaceDto } from '@plano/core';
import type { GeoJSONSource, StyleSpecification } from 'maplibre-gl';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Layer,
  Map as MapGL,
  type MapLayerMouseEvent,
  type MapRef,
  NavigationControl,
  Popup,
  ScaleControl,
  Source,
} from 'react-map-gl/maplibre';
import { formatNumber } from '../../../../lib/format.ts';
import { useDragEndsAnywhere } from './drag-ends-anywhere.ts';
import { MapKeyHelp } from './map-key-help.tsx';
import { useMapKeyboard } from './map-keyboard.ts';
import { PLANNING_AREA } from './planning-area.ts';
import {
  clusterCollection,
  heatCollection,
  type MarkerCluster,
  type MarkerSite,
  placeCollection,
  SANTIAGO,
  siteCollection,
  toBounds,
} from './site-features.ts';
import {
  activeSiteLayer,
  CLUSTERS_SOURCE,
  clusterCountLayer,
  clusterLayer,
  type DataLayer,
  HEAT_SOURCE,
  heatLayer,
  KEY_SITE_SOURCE,
  keySiteHaloLayer,
  keySiteLayer,
  PLACES_SOURCE,
  PLANNING_MARKER_COLORS,
  placeLabelLayer,
  placeLayer,
  type SelectionStyle,
  SITES_SOURCE,
  serverClusterCountLayer,
  serverClusterLayer,
  serverClusterPlanLayer,
  siteLayer,
} from './site-layers.ts';
import { visibleBand } from './visible-band.ts';

export const DEFAULT_ZOOM = 10;
/** Pan and zoom settle this long before the visible area is asked for. */
const MOVE_DEBOUNCE_MS = 300;
const INTERACTIVE = ['server-clusters', 'site-clusters', 'site-points', 'place-points'];
const NO_CLUSTERS: MarkerCluster[] = [];

interface PlacePopup {
  lng: number;
  lat: number;
  name: string;
  category: string;
}

export interface InventoryMapProps {
  mapStyle: StyleSpecification | string;
  /** The Data Layers view: the built-in style has a dark palette, an online style gets dimmed. */
  dark: boolean;
  dataLayer: DataLayer;
  /** A plan's sites carry their row's status (`st`); the map answer's, `booked`. */
  sites: (MapSiteDto & Pick<MarkerSite, 'st'>)[];
  /** The server's clusters when more sites are in view than markers can show (decision 0025). */
  clusters?: MarkerCluster[];
  places: NearbyPlaceDto[];
  selectedIds: ReadonlySet<number>;
  /** Marker colour by status (planning's by default: available, booked elsewhere). */
  markerColors?: Record<string, string>;
  /** Filled green while planning; a ring on a plan, whose colours are its statuses. */
  selectionStyle?: SelectionStyle;
  /** Where to jump once the campaign's sites are known. */
  centre: [number, number] | null;
  /** The site whose panel is open, ringed on the map. */
  activeId: number | null;
  /** The view settled: its bounds and zoom, for the next map call. */
  onBounds(bounds: Bounds, zoom: number): void;
  onSite(siteId: number): void;
}

export function InventoryMap(props: InventoryMapProps) {
  const { onBounds, onSite } = props;
  const mapRef = useRef<MapRef>(null);
  useDragEndsAnywhere(mapRef);
  const { t } = useTranslation('planning-map');
  // MapLibre jumps instead of flying for a reader who asks for less motion; its labels then appear
  // at once rather than fading in after every move (read when the map is made).
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  // MapLibre's own words (its buttons' names, the canvas's label) in the reader's language.
  const controlsLocale = useMemo(
    () => ({
      // The canvas is one Tab stop; its name says what it holds (its keys: map-keyboard.ts).
      'Map.Title': t('keys.label'),
      'NavigationControl.ZoomIn': t('controls.zoomIn'),
      'NavigationControl.ZoomOut': t('controls.zoomOut'),
      'NavigationControl.ResetBearing': t('controls.resetBearing'),
      'Popup.Close': t('controls.closePopup'),
    }),
    [t],
  );
  const frameRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [cursor, setCursor] = useState<string>('grab');
  const [place, setPlace] = useState<PlacePopup | null>(null);
  const clusters = props.clusters ?? NO_CLUSTERS;
  // A cluster opens up: the map zooms to its sites' box, where they (or smaller clusters) separate,
  // within the part of the map in view.
  const zoomInto = (cluster: MarkerCluster) => {
    const map = mapRef.current;
    if (!map) return;
    const [west, south, east, north] = cluster.bbox;
    const band = visibleBand(frameRef.current);
    const height = map.getContainer().clientHeight;
    map.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      {
        padding: band ? { top: band.top + 48, bottom: height - band.bottom + 48, left: 48, right: 48 } : 48,
        maxZoom: 16,
        duration: 500,
      },
    );
  };
  const keyboard = useMapKeyboard(mapRef, props.sites, clusters, onSite, zoomInto);
  const [keysOn, setKeysOn] = useState(false);
  const helpId = useId();
  const keySite = keyboard.site;
  // What the keys reached, a site or a cluster: ringed on the map and labelled.
  const keyItem = keyboard.site ?? keyboard.cluster;
  const keySiteData = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: keyItem
        ? [
            {
              type: 'Feature' as const,
              properties: {},
              geometry: { type: 'Point' as const, coordinates: [keyItem.lng, keyItem.lat] },
            },
          ]
        : [],
    }),
    [keyItem],
  );
  const clusterData = useMemo(() => clusterCollection(clusters), [clusters]);

  const sites = useMemo(
    () => siteCollection(props.sites, props.selectedIds),
    [props.sites, props.selectedIds],
  );
  const markerColors = props.markerColors ?? PLANNING_MARKER_COLORS;
  const selectionStyle = props.selectionStyle ?? 'fill';
  const sitePoints = useMemo(() => siteLayer(markerColors, selectionStyle), [markerColors, selectionStyle]);
  const clusterCircles = useMemo(() => serverClusterLayer(markerColors), [markerColors]);
  const places = useMemo(() => placeCollection(props.places), [props.places]);
  const heatOn = props.dataLayer !== 'inventory';
  const heat = useMemo(() => (heatOn ? heatCollection(props.sites) : null), [heatOn, props.sites]);
  const markers = heatOn ? 'none' : 'visible';
  const dim = props.dark && typeof props.mapStyle === 'string';

  const reportView = useCallbackRef((map: MapRef) =>
    onBounds(toBounds(map.getBounds()), Math.round(map.getZoom() * 100) / 100),
  );
  // The opening view is the map's own jump, not a hand that may still be dragging: its sites are
  // asked for at once, not after the pause that lets a drag come to rest (MOVE_DEBOUNCE_MS), which
  // a machine busy drawing the base map stretches further.
  const openAt = useCallback(
    (map: MapRef, centre: [number, number]) => {
      map.jumpTo({ center: centre, zoom: DEFAULT_ZOOM });
      // The centre goes to the middle of the part in view (under the selection bar, a planner would
      // open on an empty stretch of map with the sites out of sight).
      const band = visibleBand(frameRef.current);
      if (band) {
        const { clientWidth, clientHeight } = map.getContainer();
        const middle = (band.top + band.bottom) / 2;
        map.jumpTo({ center: map.unproject([clientWidth / 2, clientHeight - middle]) });
      }
      // The jump's own moveend has just started the pause: this report replaces it.
      clearTimeout(timer.current);
      reportView(map);
    },
    [reportView],
  );

  // The map is created asynchronously: a centre known before it exists is applied once it does.
  const pendingCentre = useRef<[number, number] | null>(null);
  useEffect(() => {
    if (!props.centre) return;
    if (mapRef.current) openAt(mapRef.current, props.centre);
    else pendingCentre.current = props.centre;
  }, [props.centre, openAt]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The view is written on the frame too: tests (and support) read where the map is looking.
  const recordView = () => {
    const map = mapRef.current;
    const frame = frameRef.current;
    if (!map || !frame) return;
    const c = map.getCenter();
    frame.dataset.center = `${c.lng.toFixed(6)},${c.lat.toFixed(6)}`;
    frame.dataset.zoom = map.getZoom().toFixed(4);
  };

  // The frame says while the map is still drawing (moving, loading tiles or sites): assistive
  // technology hears it, and the browser tests wait for it instead of for a fixed time. Written on the
  // element, not kept in state: a pan would otherwise render the whole map twice more.
  const setDrawing = (drawing: boolean) => frameRef.current?.setAttribute('aria-busy', String(drawing));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the frame is there
  useLayoutEffect(() => setDrawing(true), []);

  // The map exists (its view, its size) well before 'load', which waits for the base map's outlines
  // to be drawn — seconds on a slow machine. A centre known by then is applied at once, so the first
  // sites are asked for while the outlines are still being drawn.
  const attachMap = useCallback(
    (map: MapRef | null) => {
      mapRef.current = map;
      const centre = pendingCentre.current;
      if (!map || !centre) return;
      pendingCentre.current = null;
      openAt(map, centre);
    },
    [openAt],
  );

  const onLoad = () => {
    // The canvas is the map's one Tab stop (named by `locale`), described by what its keys do.
    mapRef.current?.getCanvas().setAttribute('aria-describedby', helpId);
    recordView();
  };

  const onMoveEnd = () => {
    recordView();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (mapRef.current) reportView(mapRef.current);
    }, MOVE_DEBOUNCE_MS);
  };

  const onClick = async (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    const map = mapRef.current;
    if (!feature || !map || feature.geometry.type !== 'Point') return;
    const [lng, lat] = feature.geometry.coordinates;
    if (feature.layer.id === 'server-clusters') {
      const cluster = clusters[Number(feature.properties.i)];
      if (cluster) zoomInto(cluster);
    } else if (feature.layer.id === 'site-clusters') {
      // A cluster opens up: zoom to where its sites separate.
      const source = map.getSource<GeoJSONSource>(SITES_SOURCE);
      const zoom = await source?.getClusterExpansionZoom(Number(feature.properties.cluster_id));
      if (zoom !== undefined) map.easeTo({ center: [lng, lat], zoom, duration: 500 });
    } else if (feature.layer.id === 'site-points') {
      onSite(Number(feature.properties.id));
    } else {
      setPlace({
        lng,
        lat,
        name: String(feature.properties.name),
        category: String(feature.properties.category),
      });
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are the map canvas's (its Tab stop); the frame hears them bubble up
    <div
      ref={frameRef}
      data-testid="inventory-map"
      className="inventory-map"
      style={{ position: 'absolute', inset: 0 }}
      onKeyDown={keyboard.onKeyDown}
      onFocus={(event) => {
        const onCanvas = (event.target as Element) === mapRef.current?.getCanvas();
        // Again here: a canvas made anew (another style) has lost what onLoad wrote.
        if (onCanvas) event.target.setAttribute('aria-describedby', helpId);
        setKeysOn(onCanvas);
      }}
      onBlur={() => setKeysOn(false)}
    >
      <MapGL
        ref={attachMap}
        initialViewState={{ longitude: SANTIAGO[0], latitude: SANTIAGO[1], zoom: DEFAULT_ZOOM }}
        mapStyle={props.mapStyle}
        interactiveLayerIds={INTERACTIVE}
        cursor={cursor}
        onMouseEnter={() => setCursor('pointer')}
        onMouseLeave={() => setCursor('grab')}
        onClick={onClick}
        onMoveEnd={onMoveEnd}
        onLoad={onLoad}
        onMoveStart={() => setDrawing(true)}
        onData={() => setDrawing(true)}
        onIdle={() => setDrawing(false)}
        attributionControl={false}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        maxZoom={18}
        fadeDuration={reducedMotion ? 0 : 300}
        // Chile and its neighbours: the base map draws nothing beyond, and no site is there.
        maxBounds={PLANNING_AREA}
        locale={controlsLocale}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <ScaleControl position="bottom-right" />
        {dim && (
          <Layer
            id="dim"
            type="background"
            paint={{ 'background-color': '#0a0f1a', 'background-opacity': 0.72 }}
            beforeId="place-points"
          />
        )}
        <Source id={PLACES_SOURCE} type="geojson" data={places}>
          <Layer {...placeLayer} />
          <Layer {...placeLabelLayer(props.dark)} />
        </Source>
        {heat && heatOn && (
          <Source id={HEAT_SOURCE} type="geojson" data={heat}>
            <Layer
              {...heatLayer(props.dataLayer as Exclude<DataLayer, 'inventory'>)}
              beforeId="place-points"
            />
          </Source>
        )}
        {/* Clustering keeps tens of thousands of sites smooth: only clusters and lone sites are drawn. */}
        <Source
          id={SITES_SOURCE}
          type="geojson"
          data={sites}
          cluster
          clusterRadius={48}
          clusterMaxZoom={15}
          clusterProperties={{ sel: ['+', ['get', 'sel']] }}
        >
          <Layer {...clusterLayer} layout={{ visibility: markers }} />
          <Layer {...clusterCountLayer} layout={{ ...clusterCountLayer.layout, visibility: markers }} />
          <Layer {...sitePoints} layout={{ visibility: markers }} />
          <Layer {...activeSiteLayer(props.activeId)} layout={{ visibility: markers }} />
        </Source>
        <Source id={CLUSTERS_SOURCE} type="geojson" data={clusterData}>
          <Layer {...serverClusterPlanLayer} layout={{ visibility: markers }} />
          <Layer {...clusterCircles} layout={{ visibility: markers }} />
          <Layer
            {...serverClusterCountLayer}
            layout={{ ...serverClusterCountLayer.layout, visibility: markers }}
          />
        </Source>
        <Source id={KEY_SITE_SOURCE} type="geojson" data={keySiteData}>
          <Layer {...keySiteHaloLayer} layout={{ visibility: markers }} />
          <Layer {...keySiteLayer} layout={{ visibility: markers }} />
        </Source>
        {keyItem && keysOn && (
          <Popup
            longitude={keyItem.lng}
            latitude={keyItem.lat}
            offset={keySite ? 22 : 38}
            closeButton={false}
            closeOnClick={false}
            focusAfterOpen={false}
            maxWidth="240px"
          >
            <strong data-testid="map-key-site">
              {keySite
                ? keySite.site_code
                : t('keys.clusterLabel', { n: formatNumber(keyboard.cluster?.count ?? 0) })}
            </strong>
            {!keySite && keyboard.cluster?.label && (
              <div data-testid="map-key-cluster-label">{keyboard.cluster.label}</div>
            )}
            <div style={{ color: '#495057' }}>{t(keySite ? 'keys.reached' : 'keys.reachedCluster')}</div>
          </Popup>
        )}
        {place && (
          <Popup
            longitude={place.lng}
            latitude={place.lat}
            offset={10}
            onClose={() => setPlace(null)}
            maxWidth="240px"
          >
            <strong>{place.name}</strong>
            <div style={{ color: '#868e96', textTransform: 'capitalize' }}>{place.category}</div>
          </Popup>
        )}
      </MapGL>
      <MapKeyHelp
        helpId={helpId}
        focused={keysOn}
        keyboard={keyboard}
        selected={!!keySite && props.selectedIds.has(keySite._id)}
      />
    </div>
  );
}
