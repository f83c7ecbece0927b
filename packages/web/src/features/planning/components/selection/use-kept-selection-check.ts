import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';
import { fetchSelectableSites } from '../../api/selectable-sites.ts';
import { matchingChoice } from './matching-selection.ts';
import type { SiteSelection } from './site-selection.ts';

/**
 * A selection restored from an earlier visit is asked about once: sites planned, disabled or taken
 * out of the campaign's places meanwhile leave it, and the planner is told what was kept and what
 * was dropped (rather than meeting a refusal at Plan). A matching selection (Add All past the
 * map's id limit) is counted again by the server: it is kept as a description, so what it holds
 * now is what it names now.
 */
export function useKeptSelectionCheck(campId: string, selection: SiteSelection): void {
  const { t } = useTranslation('planning');
  const [restored] = useState(() => ({ ids: [...selection.ids], matching: selection.matching }));
  // Read through a ref: a new `t` or `remove` (the page re-renders while the map and the
  // catalogs load) must not abort the one question and ask it again, over and over.
  const latest = useRef({ t, remove: selection.remove, recount: selection.recount });
  latest.current = { t, remove: selection.remove, recount: selection.recount };
  useEffect(() => {
    const { ids, matching } = restored;
    if (ids.length === 0 && !matching) return;
    const controller = new AbortController();
    // Counted without the unticked sites, as the selection keeps its total (see MatchingSelection).
    const asked = matching ? { ...matchingChoice(matching), exclude_ids: [] } : { inv_ids: ids };
    fetchSelectableSites(campId, asked, controller.signal)
      .then((answer) => {
        const { t, remove, recount } = latest.current;
        let kept: number;
        let gone: number;
        if (matching) {
          recount(answer.total_count);
          gone = Math.max(0, matching.total - answer.total_count);
          kept = Math.max(0, answer.total_count - matching.excluded.size);
        } else {
          const keep = new Set(answer.inv_ids ?? []);
          const dropped = ids.filter((id) => !keep.has(id));
          if (dropped.length > 0) remove(dropped);
          gone = dropped.length;
          kept = keep.size;
        }
        notifications.show({
          id: 'kept-selection',
          color: gone > 0 ? 'yellow' : 'indigo',
          // Sites taken out stay on screen until read; a selection kept whole is a passing word.
          autoClose: gone > 0 ? false : 6000,
          title: t('kept.title', { count: kept, n: formatNumber(kept) }),
          message:
            gone > 0
              ? t('kept.dropped', { count: gone, n: formatNumber(gone) })
              : t(matching ? 'kept.matchingHint' : 'kept.hint'),
        });
      })
      // Unanswered (offline, signed out): the selection stays; Plan names any site it refuses.
      .catch(() => undefined);
    return () => controller.abort();
  }, [campId, restored]);
}
