import { useEffect, useState } from 'react';

export const PAGE_SIZE = 10;

/** One page of a list and the control's state; stays on a page that still exists when the list shrinks. */
export function usePage<T>(items: readonly T[], size = PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const total = Math.max(1, Math.ceil(items.length / size));
  useEffect(() => {
    if (page > total) setPage(total);
  }, [page, total]);
  return { page, setPage, total, rows: items.slice((page - 1) * size, page * size) };
}
