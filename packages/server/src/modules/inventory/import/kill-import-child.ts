// The child of the kill -9 tests: opens the database (an on-disk PGlite folder, or a PostgreSQL URL),
// imports the CSV it is given, and says how far the import got after each staged batch and each
// merged chunk, so the parent can kill it in the phase it wants.
import { openDatabase } from '../../../db/client.ts';
import { importRows } from './import-rows.ts';
import { readSpreadsheet } from './spreadsheet-reader.ts';

const [where, file, vendorId, userId] = process.argv.slice(2);
const database = await openDatabase(where.startsWith('postgres') ? { url: where } : { dataDir: where });
const { rows } = await readSpreadsheet(file);
await importRows(database, { id: vendorId, name: 'owner' }, rows, [], {
  userId,
  onProgress: (phase, n) => process.stdout.write(`${phase} ${n}\n`),
});
process.stdout.write('done\n');
await database.close();
