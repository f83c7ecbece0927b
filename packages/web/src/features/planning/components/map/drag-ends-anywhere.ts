import { type RefObject, useEffect } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';

/**
 * A drag of the map ends wherever the button is let go. MapLibre ends it on its own container's
 * mouseup only: let go over the sticky selection bar (which covers the map's foot on a laptop) or
 * anywhere off the map, the map went on dragging — busy, its sites not asked for — until the mouse
 * next moved, and then slid on by inertia. Such a release stops the map where it is.
 */
export function useDragEndsAnywhere(mapRef: RefObject<MapRef | null>): void {
  useEffect(() => {
    const onUp = (event: MouseEvent) => {
      const map = mapRef.current?.getMap();
      if (!map?.dragPan.isActive()) return;
      if (event.target instanceof Node && map.getContainer().contains(event.target)) return;
      map.stop();
    };
    document.addEventListener('mouseup', onUp);
    return () => document.removeEventListener('mouseup', onUp);
  }, [mapRef]);
}
