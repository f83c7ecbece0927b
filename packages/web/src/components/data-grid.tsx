import { AG_GRID_LOCALE_EN, AG_GRID_LOCALE_ES } from '@ag-grid-community/locale';
import {
  AllCommunityModule,
  type CellEditingStartedEvent,
  ModuleRegistry,
  themeQuartz,
} from 'ag-grid-community';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { type Ref, useMemo } from 'react';
import './data-grid.css';
import { currentLanguage } from '../lib/i18n.ts';
import { foldedQuickFilter } from '../lib/search.ts';
import {
  focusCellOnEntry,
  type GridFocusMemory,
  onGridKeyDownCapture,
  rememberFocusedCell,
} from './grid-keyboard.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

const theme = themeQuartz.withParams({
  accentColor: 'var(--mantine-color-indigo-8)',
  fontFamily: 'inherit',
  headerFontWeight: 600,
  borderRadius: 8,
  wrapperBorderRadius: 8,
});

/**
 * AG Grid's dropdown editor (agSelectCellEditor) is a combobox without a name; it takes its
 * column's, once the editor is in the page (the next frame).
 */
function nameTheEditor({ colDef }: CellEditingStartedEvent) {
  requestAnimationFrame(() => {
    for (const editor of document.querySelectorAll(
      '.ag-cell-inline-editing [role="combobox"]:not([aria-label])',
    ))
      editor.setAttribute('aria-label', colDef.headerName ?? colDef.colId ?? '');
  });
}

/**
 * The one grid of the product (AG Grid Community), themed like Mantine and speaking the user's
 * language. Its keyboard is grid-keyboard.ts: one Tab stop, arrows inside, Enter on a cell's link.
 */
export function DataGrid<Row>({
  gridRef,
  defaultColDef,
  onCellFocused,
  ...props
}: AgGridReactProps<Row> & { gridRef?: Ref<AgGridReact<Row>> }) {
  const keyboard = useMemo(() => {
    const memory: GridFocusMemory = { api: null, cell: null };
    return {
      memory,
      remember: rememberFocusedCell(memory),
      enter: focusCellOnEntry(memory),
      onKeyDownCapture: onGridKeyDownCapture(memory),
    };
  }, []);
  return (
    <div className="data-grid" onKeyDownCapture={keyboard.onKeyDownCapture}>
      <AgGridReact<Row>
        ref={gridRef}
        theme={theme}
        localeText={currentLanguage() === 'es' ? AG_GRID_LOCALE_ES : AG_GRID_LOCALE_EN}
        // Every header wraps between words, never cut to 'Proveedor de m…' (Spanish names run long);
        // data-grid.css keeps each word whole.
        defaultColDef={{ wrapHeaderText: true, autoHeaderHeight: true, ...defaultColDef }}
        // A quick filter ignores case and accents, like every search (decision 0019).
        {...foldedQuickFilter}
        focusGridInnerElement={keyboard.enter}
        onCellFocused={(event) => {
          keyboard.remember(event);
          onCellFocused?.(event);
        }}
        {...props}
        onGridReady={(event) => {
          keyboard.memory.api = event.api;
          props.onGridReady?.(event);
        }}
        onCellEditingStarted={(event) => {
          nameTheEditor(event);
          props.onCellEditingStarted?.(event);
        }}
      />
    </div>
  );
}
