// The child of the kill -9 test: opens the on-disk database, imports the CSV it is given, and says
// how many rows each stored batch brought, so the parent can kill it mid-import.
import { openDatabase } from '../../db/client.ts';
import { importRows } from './import-rows.ts';
import { readSpreadsheet } from './spreadsheet-reader.ts';

const [dataDir, file, vendorId] = process.argv.slice(2);
const database = await openDatabase({ dataDir });
const { rows } = await readSpreadsheet(file);
await importRows(database, { id: vendorId, name: 'owner' }, rows, [], (stored) => {
  process.stdout.write(`stored ${stored}\n`);
});
process.stdout.write('done\n');
await database.close();
