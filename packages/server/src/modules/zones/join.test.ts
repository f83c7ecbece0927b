import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { loadCrosswalk, parseCrosswalk } from './crosswalk.ts';
import { readIndiaZoneData } from './data.ts';
import { joinZones, mostSevere } from './join.ts';
import { alternativeNames, nameKey, normaliseWords } from './normalise.ts';
import { currentState } from './states.ts';

describe('normalising names', () => {
  it('ignores case, accents, punctuation, spacing, asides and the words that vary', () => {
    expect(nameKey('Raj Nandgaon')).toBe(nameKey('Rajnandgaon'));
    expect(nameKey('Warangal Urban')).toBe(nameKey('warangal'));
    expect(nameKey('Bengaluru Rural District')).toBe('bengaluru');
    expect(nameKey('Ri-Bhoi')).toBe(nameKey('Ribhoi'));
    expect(nameKey('Kupwara (Muzaffarabad)')).toBe('kupwara');
    expect(nameKey('Sāṅglī')).toBe('sangli');
    expect(nameKey('Jammu & Kashmir')).toBe(nameKey('Jammu and Kashmir'));
    expect(normaliseWords('The Dangs')).toEqual(['dangs']);
  });

  it('splits GADM alternative names on |, comma and ;', () => {
    expect(alternativeNames('Khargone;Khargaon')).toEqual(['Khargone', 'Khargaon']);
    expect(alternativeNames('Ferojpur, Firozepur|Feruzpur')).toEqual(['Ferojpur', 'Firozepur', 'Feruzpur']);
    expect(alternativeNames('')).toEqual([]);
    expect(alternativeNames(null)).toEqual([]);
  });

  it('translates GADM state names to the states of 2020', () => {
    expect(currentState('Orissa', 'Puri')).toBe('Odisha');
    expect(currentState('Uttaranchal', 'Naini Tal')).toBe('Uttarakhand');
    expect(currentState('Andhra Pradesh', 'Warangal')).toBe('Telangana');
    expect(currentState('Andhra Pradesh', 'Guntur')).toBe('Andhra Pradesh');
    expect(currentState('Jammu and Kashmir', 'Kargil')).toBe('Ladakh');
    expect(currentState('Kerala', 'Wayanad')).toBe('Kerala');
  });
});

describe('the join rules', () => {
  const shape = (id: number, gadmState: string, name: string, varname = '') => ({
    id,
    gadmState,
    name,
    varname,
    drawn: true,
  });
  const record = (statecode: string, state: string, district: string, zone: string) => ({
    district,
    districtcode: `${statecode}_${district}`,
    lastupdated: '01/05/2020',
    source: '',
    state,
    statecode,
    zone,
  });

  it('takes the most severe zone of a shape and keeps every record for the tooltip', () => {
    const result = joinZones(
      [shape(1, 'Andhra Pradesh', 'Warangal'), shape(2, 'Orissa', 'Bolangir', 'Balangir')],
      [
        record('TG', 'Telangana', 'Warangal Rural', 'Green'),
        record('TG', 'Telangana', 'Warangal Urban', 'Orange'),
        record('OR', 'Odisha', 'Balangir', ''),
      ],
      [],
    );
    expect(result.shapes.map((s) => [s.zone, s.records.map((r) => r.rule)])).toEqual([
      ['Orange', ['name', 'name']],
      ['NA', ['alternative name']],
    ]);
    expect(mostSevere(['Green', 'Red', 'NA'])).toBe('Red');
    expect(mostSevere([])).toBe('NA');
  });

  it('does not guess between two shapes that fit a name, and reports it', () => {
    const result = joinZones(
      [shape(1, 'Karnataka', 'Bangalore Rural'), shape(2, 'Karnataka', 'Bangalore Urban')],
      [record('KA', 'Karnataka', 'Bangalore', 'Red')],
      [],
    );
    expect(result.unmatchedRecords[0]?.reason).toMatch(/fits 2 shapes/);
    expect(result.unmatchedShapes).toHaveLength(2);
  });

  it('lets a crosswalk line win, and reports lines that name no record or no shape', () => {
    const crosswalk = parseCrosswalk(
      'statecode,district,shape_state,shape_district,reason\n' +
        'KA,Bengaluru Urban,Karnataka,Bangalore Urban,renamed, 2014\n' +
        'KA,Nowhere,Karnataka,Bangalore Rural,stale\n' +
        'KA,Atlantis,Karnataka,Atlantis,wrong shape\n',
    );
    expect(crosswalk[0]?.reason).toBe('renamed, 2014');
    const result = joinZones(
      [shape(1, 'Karnataka', 'Bangalore Urban')],
      [record('KA', 'Karnataka', 'Bengaluru Urban', 'Red'), record('KA', 'Karnataka', 'Atlantis', 'Green')],
      crosswalk,
    );
    expect(result.shapes[0]?.records[0]?.rule).toBe('crosswalk');
    expect(result.staleCrosswalk.map((line) => line.district)).toEqual(['Nowhere']);
    expect(result.unmatchedRecords[0]?.reason).toMatch(/does not have/);
  });

  it('refuses an incomplete crosswalk line', () => {
    expect(() => parseCrosswalk('header\nKA,Mysuru,Karnataka,,\n')).toThrow(/line 2/);
  });
});

describe('the join of the real data (GEODATA_DIR)', async () => {
  const config = loadConfig({ GEODATA_DIR: process.env.GEODATA_DIR, APP_SECRET: 'x'.repeat(32) });
  const { shapes, records } = await readIndiaZoneData(config.GEODATA_DIR);
  const result = joinZones(shapes, records, loadCrosswalk());

  it('colours every shape that has a zone district, and says why for every one left', () => {
    const joinedShapes = result.shapes.filter((s) => s.records.length > 0);
    const byRule = { name: 0, 'alternative name': 0, crosswalk: 0 };
    for (const s of result.shapes) for (const r of s.records) byRule[r.rule] += 1;
    const zones = { Red: 0, Orange: 0, Green: 0, NA: 0 };
    for (const s of result.shapes) zones[s.zone] += 1;
    // The report a reader of the join wants: printed, then held.
    console.info(
      [
        `shapes: ${shapes.length}, with a zone record: ${joinedShapes.length}, drawn: ${shapes.filter((s) => s.drawn).length}`,
        `zone records: ${records.length}, joined by ${JSON.stringify(byRule)}`,
        `shapes per zone: ${JSON.stringify(zones)}`,
        'unmatched shapes:',
        ...result.unmatchedShapes.map(
          ({ shape, reason }) => `  ${shape.name}, ${shape.gadmState}: ${reason}`,
        ),
        'unmatched zone records:',
        ...result.unmatchedRecords.map(({ record, reason }) => `  ${record.districtcode}: ${reason}`),
      ].join('\n'),
    );
    expect(shapes).toHaveLength(594);
    expect(records).toHaveLength(735);
    expect(result.unmatchedShapes.map(({ shape }) => shape.name)).toEqual([]);
    expect(result.unmatchedRecords.map(({ record }) => record.districtcode)).toEqual([
      'JK_Mirpur',
      'JK_Muzaffarabad',
    ]);
    expect(result.staleCrosswalk).toEqual([]);
    expect(byRule.name + byRule['alternative name'] + byRule.crosswalk).toBe(733);
  });

  it('gives every shape the most severe of its records and the known zones', () => {
    const named = (name: string) => result.shapes.find((s) => s.name === name);
    expect(named('Delhi')?.zone).toBe('Red');
    expect(named('Delhi')?.records).toHaveLength(11);
    expect(named('Bangalore Urban')?.zone).toBe('Red');
    expect(named('Erode')?.zone).toBe('Green');
    expect(named('Chandigarh')?.zone).toBe('Red');
    expect(named('Kavaratti')?.drawn).toBe(false);
    for (const s of result.shapes) {
      expect(s.zone).toBe(mostSevere(s.records.map((r) => (r.record.zone || 'NA') as 'Red')));
    }
  });

  it('joins each record to a shape of its own 2020 state', () => {
    for (const s of result.shapes) {
      for (const { record } of s.records)
        expect(`${record.state} ← ${s.state}`).toBe(`${record.state} ← ${record.state}`);
    }
  });

  it('has one crosswalk line per record at most, each naming a record that exists', () => {
    const lines = loadCrosswalk();
    const keys = lines.map((line) => `${line.statecode}|${line.district}`);
    expect(new Set(keys).size).toBe(keys.length);
    const recordKeys = new Set(records.map((r) => `${r.statecode}|${r.district}`));
    expect(keys.filter((key) => !recordKeys.has(key))).toEqual([]);
  });
});
