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
 * Keys handled before AG Grid sees them (a capture listener on the grid's frame): leaving the grid with
 * Tab, coming back from its pager, and the links and buttons inside cells. `reenter` focuses the
 * cell last used (false when there is none).
 */
export const onGridKeyDownCapture = (reenter: () => boolean) => (event: ReactKeyboardEvent<HTMLElement>) => {
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

  if (event.key === 'Tab' && event.shiftKey && !cell && firstInPager(target) && reenter()) {
    handled();
    return;
  }
  if (event.key === 'Tab' && (onCell || onHeader)) {
    const next = elementOutsideGrid(wrapper, event.shiftKey);
    if (next) {
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
export function rememberFocusedCell(memory: { current: CellFocusedEvent | null }) {
  return (event: CellFocusedEvent) => {
    if (event.rowIndex !== null && event.rowIndex !== undefined && event.column) memory.current = event;
  };
}

/** Tab into the grid (from above or below): the cell last used, else the first row's first cell. */
export function focusCellOnEntry(memory: { current: CellFocusedEvent | null }) {
  return ({ api }: FocusGridInnerElementParams): boolean => enterGrid(api, memory.current);
}

/** Back into the grid at the cell last used, when there is one. */
export function reenterGrid(memory: { current: CellFocusedEvent | null }) {
  return (): boolean => (memory.current ? enterGrid(memory.current.api, memory.current) : false);
}

function enterGrid(api: GridApi, last: CellFocusedEvent | null): boolean {
  const rows = api.getDisplayedRowCount();
  if (rows === 0) return false;
  // With AG Grid's own pager only the page on screen can take focus.
  const paged = api.getGridOption('pagination');
  const first = paged ? api.paginationGetCurrentPage() * api.paginationGetPageSize() : 0;
  const end = paged ? Math.min(rows, first + api.paginationGetPageSize()) : rows;
  const columns = api.getAllDisplayedColumns();
  const lastColumn = last?.column && typeof last.column !== 'string' ? last.column : null;
  const column = lastColumn && columns.includes(lastColumn) ? lastColumn : columns[0];
  const lastRow = last?.rowIndex;
  const rowIndex = lastRow != null && lastRow >= first && lastRow < end ? lastRow : first;
  if (!column || rowIndex >= end) return false;
  api.ensureIndexVisible(rowIndex);
  api.ensureColumnVisible(column);
  api.setFocusedCell(rowIndex, column);
  return true;
}
