import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledGeodataDir } from '../../paths.ts';

describe('the reference files the product carries (packages/server/geodata)', () => {
  const sources = readFileSync(path.join(bundledGeodataDir, 'SOURCES.md'), 'utf8');
  const files = readdirSync(bundledGeodataDir).filter((name) => name !== 'SOURCES.md');

  it('holds every file the product reads', () => {
    expect(files.sort()).toEqual([
      'chile-census-2017-zones.csv',
      'chile-comunas.json',
      'chile-regions.json',
      'chile_comunas_centroids.csv',
      'chile_regiones.csv',
      'covid19india-zones.json',
      'india-districts.json',
    ]);
  });

  it.each(files)('%s is the file SOURCES.md describes (its sha256), with its source and licence', (name) => {
    const sha = createHash('sha256')
      .update(readFileSync(path.join(bundledGeodataDir, name)))
      .digest('hex');
    const row = sources.split('\n').find((line) => line.startsWith(`| \`${name}\``));
    expect(row).toBeDefined();
    expect(row).toContain(sha);
    expect(row).toMatch(/licen[cs]e|MIT|as above/i);
  });
});
