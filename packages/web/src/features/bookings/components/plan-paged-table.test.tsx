// @vitest-environment happy-dom
import type { PlanRowDto } from '@plano/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AgGridReact } from 'ag-grid-react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render.tsx';
import { PlanPagedTable } from './plan-paged-table.tsx';

/** A plan row with what the table shows; the rest of a site is not read here. */
const row = (id: number, code: string, price: number): PlanRowDto =>
  ({
    _id: id,
    plan_row_id: `row-${id}`,
    site_code: code,
    status: 'planned',
    media_owner: 'Cordillera Outdoor',
    location: 'Av. Providencia 1',
    supplier_code: `SUP-${id}`,
    width: 12,
    height: 4,
    city: 'Providencia',
    media_type: 'Billboard',
    price,
    approved_by: null,
    approved_at: null,
    booking_start: '2026-12-01',
    booking_end: '2026-12-31',
    booked_elsewhere: false,
  }) as unknown as PlanRowDto;

// The server's order: not the codes' nor the prices' order, so the grid must keep it as given.
const rows = [row(3, 'CL-003', 900), row(1, 'CL-001', 100), row(2, 'CL-002', 500)];

const onPage = vi.fn();
const onPick = vi.fn();
const gridRef = createRef<AgGridReact<PlanRowDto>>();

/** The codes in the order the grid shows its rows (its model's order, not its elements'). */
const shownCodes = () => {
  const api = gridRef.current?.api;
  if (!api) return [];
  return Array.from(
    { length: api.getDisplayedRowCount() },
    (_, i) => api.getDisplayedRowAtIndex(i)?.data?.site_code,
  );
};

const table = (shown: PlanRowDto[], selectedIds: ReadonlySet<number>) => (
  <PlanPagedTable
    rows={shown}
    total={45}
    loading={false}
    page={{ page: 1, limit: 20 }}
    onPage={onPage}
    selectedIds={selectedIds}
    onPick={onPick}
    gridRef={gridRef}
  />
);

async function renderTable(selectedIds: ReadonlySet<number>) {
  onPage.mockReset();
  onPick.mockReset();
  const { rerender } = await renderInApp(table(rows, selectedIds));
  return { onPage, onPick, gridRef, rerender };
}

describe('Book Inventory’s paged table', () => {
  it('shows the page in the order the server sent it, and says which rows of the plan they are', async () => {
    await renderTable(new Set());
    await waitFor(() => expect(shownCodes()).toEqual(['CL-003', 'CL-001', 'CL-002']));
    expect(screen.getByTestId('grid-range').textContent).toBe('21–40 of 45');
  });

  it('asks the server for the whole plan sorted by a clicked column, and shows it in the server’s order', async () => {
    const { onPage, rerender } = await renderTable(new Set());
    await waitFor(() => expect(shownCodes()).toHaveLength(3));
    fireEvent.click(screen.getByText('Price'));
    await waitFor(() =>
      expect(onPage).toHaveBeenLastCalledWith({ page: 0, limit: 20, sort: { field: 'price', dir: 'asc' } }),
    );
    // The page it shows keeps the server's order until the sorted page comes…
    expect(shownCodes()).toEqual(['CL-003', 'CL-001', 'CL-002']);
    // …and then shows the rows as they come, though it knew them in another order and they are not
    // in the order it would sort them by itself (the server's collation and ties are its own).
    rerender(table([rows[2], rows[0], rows[1]], new Set()));
    await waitFor(() => expect(shownCodes()).toEqual(['CL-002', 'CL-003', 'CL-001']));
  });

  it('ticks the rows of the selection kept across pages, and reports a tick as a pick', async () => {
    await renderTable(new Set([1, 99]));
    await waitFor(() =>
      expect(gridRef.current?.api.getSelectedRows().map((selected) => selected._id)).toEqual([1]),
    );
    const node = gridRef.current?.api.getRowNode('row-2');
    node?.setSelected(true, false, 'checkboxSelected');
    await waitFor(() => expect(onPick).toHaveBeenLastCalledWith([1, 2], [3]));
  });
});
