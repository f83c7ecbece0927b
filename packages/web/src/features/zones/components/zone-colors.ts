import type { ZoneKey } from '@plano/core';

/** Fills of the map and the legend's swatches; NA is a light hatch-free grey that the legend names. */
export const ZONE_COLORS: Record<ZoneKey, string> = {
  Red: '#d64545',
  Orange: '#f08c00',
  Green: '#2f9e44',
  NA: '#ced4da',
};
