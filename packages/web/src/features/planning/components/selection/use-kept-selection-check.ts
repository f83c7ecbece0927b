import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';
import { fetchSelectableSites } from '../../api/selectable-sites.ts';
import type { SiteSelection } from './site-selection.ts';

/**
 * A selection restored from an earlier visit is asked about once: sites planned, disabled or taken
 * out of the campaign's places meanwhile leave it, and the planner is told what was kept and what
 * was dropped (rather than meeting a refusal at Plan).
 */
export function useKeptSelectionCheck(campId: string, selection: SiteSelection): void {
  const { t } = useTranslation('planning');
  const [restored] = useState(() => [...selection.ids]);
  // Read through a ref: a new `t` or `remove` (the page re-renders while the map and the
  // catalogs load) must not abort the one question and ask it again, over and over.
  const latest = useRef({ t, remove: selection.remove });
  latest.current = { t, remove: selection.remove };
  useEffect(() => {
    if (restored.length === 0) return;
    const controller = new AbortController();
    fetchSelectableSites(campId, restored, controller.signal)
      .then((selectable) => {
        const { t, remove } = latest.current;
        const keep = new Set(selectable);
        const gone = restored.filter((id) => !keep.has(id));
        if (gone.length > 0) remove(gone);
        notifications.show({
          id: 'kept-selection',
          color: gone.length > 0 ? 'yellow' : 'indigo',
          // Sites taken out stay on screen until read; a selection kept whole is a passing word.
          autoClose: gone.length > 0 ? false : 6000,
          title: t('kept.title', { count: selectable.length, n: formatNumber(selectable.length) }),
          message:
            gone.length > 0
              ? t('kept.dropped', { count: gone.length, n: formatNumber(gone.length) })
              : t('kept.hint'),
        });
      })
      // Unanswered (offline, signed out): the selection stays; Plan names any site it refuses.
      .catch(() => undefined);
    return () => controller.abort();
  }, [campId, restored]);
}
