import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_MAP_LAYERS, baseMapFiles, buildBaseGeodata, fixMojibake } from './base-map-data.ts';

// The reference files the server carries and serves (GEODATA_DIR overrides them there too).
const geodataDir =
  process.env.GEODATA_DIR ?? path.resolve(import.meta.dirname, '../../../../../../server/geodata');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const require = createRequire(import.meta.url);

describe('the built-in base map data', () => {
  const geo = buildBaseGeodata(
    read(require.resolve('world-atlas/countries-50m.json')),
    read(path.join(geodataDir, 'chile-regions.json')),
    read(path.join(geodataDir, 'chile-comunas.json')),
  );

  it('keeps the communes drawn where they are, without the inset frames of the islands', () => {
    const codes = geo.communes.features.map((f) => Number(f.properties.cod_comuna));
    expect(codes.every((code) => code > 0)).toBe(true);
    expect(codes).not.toContain(5104);
    expect(codes).not.toContain(5201);
    expect(new Set(codes).size).toBe(343);
  });

  it('labels each commune once, with its name repaired, inside mainland Chile', () => {
    const names = geo.communeLabels.features.map((f) => f.properties.name);
    expect(names).toContain('Ñuñoa');
    expect(names).toContain('Concepción');
    expect(names.some((name) => /Ã|Â/.test(name))).toBe(false);
    for (const label of geo.communeLabels.features) {
      const [lng, lat] = label.geometry.coordinates;
      expect(lng).toBeGreaterThan(-76);
      expect(lng).toBeLessThan(-66);
      expect(lat).toBeGreaterThan(-56);
      expect(lat).toBeLessThan(-17);
    }
  });

  it('draws region borders only between regions, and countries with their borders', () => {
    expect(geo.regionBorders.type).toBe('MultiLineString');
    if (geo.regionBorders.type === 'MultiLineString')
      expect(geo.regionBorders.coordinates.length).toBeGreaterThan(10);
    expect(geo.countries.features.some((f) => f.properties.name === 'Chile')).toBe(true);
    expect(geo.countries.features.every((f) => f.geometry !== null)).toBe(true);
  });

  it('keeps only the countries the planning map can show: Chile’s neighbours, not the far world', () => {
    const names = geo.countries.features.map((f) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['Chile', 'Argentina', 'Bolivia', 'Peru', 'Brazil']));
    expect(names).not.toContain('Spain');
    expect(names).not.toContain('Japan');
    expect(names.length).toBeLessThan(40);
  });

  it('writes each layer as GeoJSON with coordinates to four decimals (11 m)', () => {
    const files = baseMapFiles(geo);
    expect(Object.keys(files)).toEqual([...BASE_MAP_LAYERS]);
    const communes = JSON.parse(files.communes) as typeof geo.communes;
    expect(communes.features).toHaveLength(geo.communes.features.length);
    const numbers = files.communes.match(/-?\d+\.\d+/g) ?? [];
    expect(numbers.length).toBeGreaterThan(1000);
    expect(numbers.every((n) => n.split('.')[1].length <= 4)).toBe(true);
  });

  it('accepts GeoJSON files as well', () => {
    const communes = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { cod_comuna: 13120, Comuna: 'Ñuñoa' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-70.6, -33.45],
                [-70.58, -33.45],
                [-70.58, -33.47],
                [-70.6, -33.45],
              ],
            ],
          },
        },
      ],
    };
    const geo2 = buildBaseGeodata(communes, communes, communes);
    expect(geo2.communeLabels.features.map((f) => f.properties.name)).toEqual(['Ñuñoa']);
    expect(geo2.regionBorders).toMatchObject({ type: 'FeatureCollection' });
  });

  it('repairs UTF-8 read as Latin-1 and leaves good text alone', () => {
    expect(fixMojibake('RegiÃ³n de ValparaÃ­so')).toBe('Región de Valparaíso');
    expect(fixMojibake('Región')).toBe('Región');
  });
});
