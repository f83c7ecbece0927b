import type { CellFocusedEvent, FocusGridInnerElementParams, GridApi } from 'ag-grid-community';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/**
 * The keyboard of every grid (issue 24), after the WAI-ARIA grid pattern: the grid is one Tab stop.
 * Arrow keys move between cells (AG Grid's own), Space selects the row, Tab and Shift+Tab leave the
 * grid instead of walking every cell, and coming back lands on the cell last used. A cell holding
 * links or buttons (See Plan, Add To Plan, Status…): Enter presses its only one, or moves into it
 * when it holds several; there Tab goes from one to the next and Escape goes back to the cell.
 */

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** What a cell renderer puts in a cell that a person may press; AG Grid's own checkboxes are not it. */
const CELL_WIDGET = 'a[href], button:not(:disabled), input:not(:disabled), select, textarea';
const EDITING = '.ag-cell-inline-editing, .ag-popup-editor';

function isVisible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The controls a cell renderer drew in the cell, in reading order. */
export function cellWidgets(cell: Element): HTMLElement[] {
  return [...cell.querySelectorAll<HTMLElement>(CELL_WIDGET)].filter(
    (element) => !element.closest('.ag-selection-checkbox, .ag-checkbox') && isVisible(element),
  );
}

/**
 * The element Tab (or Shift+Tab) reaches once out of the grid's cells: the first one after them
 * (AG Grid's pager counts), or the last one before the grid. The grid's own tab guards lead back in,
 * so they are passed over.
 */
export function elementOutsideGrid(wrapper: HTMLElement, backwards: boolean): HTMLElement | null {
  const root = wrapper.querySelector('.ag-root');
  if (!root) return null;
  const candidates = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !root.contains(element) &&
      !(wrapper.contains(element) && element.classList.contains('ag-tab-guard')) &&
      !element.closest('[inert], [aria-hidden="true"]') &&
      isVisible(element),
  );
  if (backwards) {
    const before = candidates.filter(
      (element) =>
        !wrapper.contains(element) &&
        root.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING,
    );
    return before.at(-1) ?? null;
  }
  return (
    candidates.find((element) => root.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) ??
    null
  );
}

/** The first control of AG Grid's own pager: Shift+Tab there goes back to the cell last used. */
function firstInPager(target: HTMLElement): boolean {
  const pager = target.closest('.ag-paging-panel');
  const first = pager
    ? [...pager.querySelectorAll<HTMLElement>('[tabindex]')].find(
        (element) =>
          element.tabIndex >= 0 && !element.classList.contains('ag-tab-guard') && isVisible(element),
      )
    : undefined;
  return first === target;
}

/**
 * Where a grid's keyboard comes back to: its API and the cell last used. Kept by the keys themselves
 * as well as by AG Grid's cellFocused event, because AG Grid sends that event a task later
 * (setTimeout): on a busy machine a Tab out and a Shift+Tab back can both come first, and the way
 * back would then be the browser's own, to the last link of the last row.
 */
export interface GridFocusMemory {
  api: GridApi | null;
  cell: { rowIndex: number; colId: string } | null;
}

/** The position of a cell of the grid's body, read off its element. */
function cellPosition(cell: HTMLElement): GridFocusMemory['cell'] {
  const rowIndex = Number(cell.closest('.ag-row')?.getAttribute('row-index'));
  const colId = cell.getAttribute('col-id');
  return Number.isInteger(rowIndex) && colId ? { rowIndex, colId } : null;
}

/**
 * Keys handled before AG Grid sees them (a capture listener on the grid's frame): leaving the grid with
 * Tab, coming back from its pager to the cell last used, and the links and buttons inside cells.
 */
export const onGridKeyDownCapture = (memory: GridFocusMemory) => (event: ReactKeyboardEvent<HTMLElement>) => {
  const wrapper = event.currentTarget;
  const target = event.target as HTMLElement;
  if (event.altKey || event.ctrlKey || event.metaKey || target.closest(EDITING)) return;
  const cell = target.closest<HTMLElement>('.ag-cell');
  const onCell = target === cell;
  const onHeader = target.matches('.ag-header-cell, .ag-header-group-cell');
  const inWidget = !!cell && !onCell && cellWidgets(cell).includes(target);

  const handled = () => {
    event.preventDefault();
    event.stopPropagation();
  };

  if (event.key === 'Tab' && event.shiftKey && !cell && firstInPager(target) && reenterGrid(memory)) {
    handled();
    return;
  }
  if (event.key === 'Tab' && (onCell || onHeader)) {
    const next = elementOutsideGrid(wrapper, event.shiftKey);
    if (next) {
      if (onCell) memory.cell = cellPosition(target) ?? memory.cell;
      handled();
      next.focus();
    }
    return;
  }
  if (!cell) return;
  if (onCell && event.key === 'Enter') {
    const widgets = cellWidgets(cell);
    if (widgets.length === 0) return;
    handled();
    if (widgets.length === 1) widgets[0].click();
    else widgets[0].focus();
    return;
  }
  if (inWidget && event.key === 'Tab') {
    // From one control of the cell to the next; past either end, back to the cell.
    const widgets = cellWidgets(cell);
    const next = widgets[widgets.indexOf(target) + (event.shiftKey ? -1 : 1)];
    handled();
    (next ?? cell).focus();
    return;
  }
  if (inWidget && event.key === 'Escape') {
    handled();
    cell.focus();
  }
};

/** Remembers the last cell used, so Tab back into the grid lands there (not on the header). */
export function rememberFocusedCell(memory: GridFocusMemory) {
  return ({ api, rowIndex, column }: CellFocusedEvent) => {
    memory.api = api;
    if (rowIndex === null || rowIndex === undefined || !column) return;
    memory.cell = { rowIndex, colId: typeof column === 'string' ? column : column.getColId() };
  };
}

/** Tab into the grid (from above or below): the cell last used, else the first row's first cell. */
export function focusCellOnEntry(memory: GridFocusMemory) {
  return ({ api }: FocusGridInnerElementParams): boolean => {
    memory.api = api;
    return enterGrid(api, memory.cell);
  };
}

/** Back into the grid at the cell last used, when there is one. */
function reenterGrid({ api, cell }: GridFocusMemory): boolean {
  return api && cell ? enterGrid(api, cell) : false;
}

function enterGrid(api: GridApi, last: GridFocusMemory['cell']): boolean {
  const rows = api.getDisplayedRowCount();
  if (rows === 0) return false;
  // With AG Grid's own pager only the page on screen can take focus.
  const paged = api.getGridOption('pagination');
  const first = paged ? api.paginationGetCurrentPage() * api.paginationGetPageSize() : 0;
  const end = paged ? Math.min(rows, first + api.paginationGetPageSize()) : rows;
  const columns = api.getAllDisplayedColumns();
  const column = columns.find((each) => each.getColId() === last?.colId) ?? columns[0];
  const lastRow = last?.rowIndex;
  const rowIndex = lastRow != null && lastRow >= first && lastRow < end ? lastRow : first;
  if (!column || rowIndex >= end) return false;
  api.ensureIndexVisible(rowIndex);
  api.ensureColumnVisible(column);
  api.setFocusedCell(rowIndex, column);
  return true;
}
