import { TEMPLATE_KEYS } from '@plano/core';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { TestContext } from '../../testing/index.ts';
import { TEMPLATE_EXAMPLE } from './import/inventory-files.ts';

/** A valid template row with its own site_code; overrides replace cells. */
export function goodRow(code: string, overrides: Record<string, string | number | null> = {}) {
  return { ...TEMPLATE_EXAMPLE, site_code: code, ...overrides } as Record<string, string | number | null>;
}

export function csvOf(rows: Record<string, unknown>[], headers: readonly string[] = TEMPLATE_KEYS): Buffer {
  return Buffer.from(
    Papa.unparse({ fields: [...headers], data: rows.map((r) => headers.map((h) => r[h] ?? '')) }),
  );
}

export async function xlsxOf(rows: Record<string, unknown>[], headers: readonly string[] = TEMPLATE_KEYS) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inventory');
  sheet.addRow([...headers]);
  for (const r of rows) sheet.addRow(headers.map((h) => r[h] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST /api/add_plano_inventory_file with the file as the body. */
export function uploadFile(ctx: TestContext, token: string, body: Buffer, vendorId?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/add_plano_inventory_file${vendorId ? `?vendor_id=${vendorId}` : ''}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    payload: body,
  });
}

export async function ownerVendorId(ctx: TestContext, email: string): Promise<string> {
  const [row] = await ctx.database.query<{ vendor_id: string }>(
    'select vendor_id from users where email = $1',
    [email],
  );
  return row.vendor_id;
}
