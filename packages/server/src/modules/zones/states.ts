/**
 * GADM v2 (2016) state names → the states of the 2020 zone data. The shapes predate Odisha's and
 * Uttarakhand's renames, Telangana (2014), Ladakh (2019) and the merged Dadra and Nagar Haveli and
 * Daman and Diu (2020), so a shape's state is translated before names are compared.
 */
const RENAMED: Record<string, string> = {
  Orissa: 'Odisha',
  Uttaranchal: 'Uttarakhand',
  'Andaman and Nicobar': 'Andaman and Nicobar Islands',
  'Dadra and Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

/** The ten pre-2014 Andhra Pradesh districts that became Telangana. */
const TELANGANA = new Set([
  'Adilabad',
  'Hyderabad',
  'Karimnagar',
  'Khammam',
  'Mahbubnagar',
  'Medak',
  'Nalgonda',
  'Nizamabad',
  'Rangareddi',
  'Warangal',
]);

/** The Jammu and Kashmir districts that became the Ladakh territory in 2019. */
const LADAKH = new Set(['Kargil', 'Ladakh (Leh)']);

/** The state a GADM shape belongs to as of 2020. */
export function currentState(gadmState: string, gadmDistrict: string): string {
  if (gadmState === 'Andhra Pradesh' && TELANGANA.has(gadmDistrict)) return 'Telangana';
  if (gadmState === 'Jammu and Kashmir' && LADAKH.has(gadmDistrict)) return 'Ladakh';
  return RENAMED[gadmState] ?? gadmState;
}
