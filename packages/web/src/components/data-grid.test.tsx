// @vitest-environment happy-dom
import { AG_GRID_LOCALE_EN, AG_GRID_LOCALE_ES } from '@ag-grid-community/locale';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AgGridReact } from 'ag-grid-react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { DataGrid } from './data-grid.tsx';

interface Site {
  code: string;
  city: string;
}

const rows: Site[] = [
  { code: 'SCL-001', city: 'Ñuñoa' },
  { code: 'SCL-002', city: 'Providencia' },
  { code: 'VAP-001', city: 'Viña del Mar' },
];
const columns = [
  { field: 'code' as const, headerName: 'Code' },
  { field: 'city' as const, headerName: 'City' },
];

const shownCities = () =>
  screen.queryAllByRole('gridcell').filter((cell) => cell.getAttribute('col-id') === 'city');

describe('the product’s grid', () => {
  it('draws every row under its headers', async () => {
    await renderInApp(<DataGrid<Site> rowData={rows} columnDefs={columns} domLayout="autoHeight" />);
    await waitFor(() => expect(shownCities().map((cell) => cell.textContent)).toHaveLength(3));
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeTruthy();
  });

  it('finds rows with the quick filter as every search does: "nunoa" finds Ñuñoa, "vina mar" Viña del Mar', async () => {
    const { rerender } = await renderInApp(
      <DataGrid<Site> rowData={rows} columnDefs={columns} domLayout="autoHeight" quickFilterText="nunoa" />,
    );
    await waitFor(() => expect(shownCities().map((cell) => cell.textContent)).toEqual(['Ñuñoa']));
    rerender(
      <DataGrid<Site>
        rowData={rows}
        columnDefs={columns}
        domLayout="autoHeight"
        quickFilterText="vina mar"
      />,
    );
    await waitFor(() => expect(shownCities().map((cell) => cell.textContent)).toEqual(['Viña del Mar']));
  });

  it('speaks the language the app was opened in', async () => {
    localStorage.setItem('lng', 'es');
    try {
      await renderInApp(
        <DataGrid<Site> rowData={rows} columnDefs={columns} domLayout="autoHeight" pagination />,
        'es',
      );
      await waitFor(() => expect(screen.getByLabelText(AG_GRID_LOCALE_ES.nextPage)).toBeTruthy());
      expect(screen.queryByLabelText(AG_GRID_LOCALE_EN.nextPage)).toBeNull();
    } finally {
      localStorage.clear();
    }
  });

  it('Shift+Tab from the pager comes back to the cell the Tab left, before AG Grid has told of it', async () => {
    const grid = createRef<AgGridReact<Site>>();
    await renderInApp(
      <DataGrid<Site> gridRef={grid} rowData={rows} columnDefs={columns} domLayout="autoHeight" pagination />,
    );
    await waitFor(() => expect(shownCities()).toHaveLength(3));
    const cell = (row: number, col: string) =>
      document.querySelector(`.ag-row[row-index="${row}"] [col-id="${col}"]`) as HTMLElement;
    // AG Grid tells of a focused cell a task later (setTimeout); the keys here come before it.
    grid.current?.api.setFocusedCell(1, 'city');
    expect(document.activeElement).toBe(cell(1, 'city'));
    fireEvent.keyDown(cell(1, 'city'), { key: 'Tab' });
    const pagerControl = document.activeElement as HTMLElement;
    expect(pagerControl.closest('.ag-paging-panel')).not.toBeNull();
    fireEvent.keyDown(pagerControl, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cell(1, 'city'));
  });
});
