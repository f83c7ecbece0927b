import { AG_GRID_LOCALE_EN, AG_GRID_LOCALE_ES } from '@ag-grid-community/locale';
import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import type { Ref } from 'react';
import './data-grid.css';
import { currentLanguage } from '../lib/i18n.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

const theme = themeQuartz.withParams({
  accentColor: 'var(--mantine-color-indigo-8)',
  fontFamily: 'inherit',
  headerFontWeight: 600,
  borderRadius: 8,
  wrapperBorderRadius: 8,
});

/** The one grid of the product (AG Grid Community), themed like Mantine and speaking the user's language. */
export function DataGrid<Row>({
  gridRef,
  defaultColDef,
  ...props
}: AgGridReactProps<Row> & { gridRef?: Ref<AgGridReact<Row>> }) {
  return (
    <AgGridReact<Row>
      ref={gridRef}
      theme={theme}
      localeText={currentLanguage() === 'es' ? AG_GRID_LOCALE_ES : AG_GRID_LOCALE_EN}
      // Every header wraps between words, never cut to 'Proveedor de m…' (Spanish names run long);
      // data-grid.css keeps each word whole.
      defaultColDef={{ wrapHeaderText: true, autoHeaderHeight: true, ...defaultColDef }}
      {...props}
    />
  );
}
