import { columnLabel, TEMPLATE_KEYS } from '@plano/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Demographic measures counted around the site: `homes_600mt` is "Homes within 600 m". */
const NEARBY = /^(.+)_(600|1000)mt$/;
const PLACES = 'places_';

/** A template column's name in the language of `t` (the inventory namespace's). */
export function templateColumnLabel(t: TFunction<'inventory'>, key: string): string {
  const nearby = NEARBY.exec(key);
  if (nearby) return t('columns.nearby', { measure: t(`columns.measures.${nearby[1]}`), radius: nearby[2] });
  if (key.startsWith(PLACES))
    return t('columns.places', { category: t(`columns.placeCategories.${key.slice(PLACES.length)}`) });
  return t(`columns.names.${key}`);
}

/**
 * The grid's name for each template column, in the reader's language. The spreadsheet keeps the
 * template's own headers (`site_code`…: the files round-trip and the import maps them), so each
 * grid header shows that header as its tooltip.
 */
export function useColumnLabels() {
  const { t } = useTranslation('inventory');
  return useMemo(() => {
    const label = (key: string) => templateColumnLabel(t, key);
    // The server names a bad cell's column by its English label ("Vendor Inv Code must be…").
    const byServerLabel = new Map(TEMPLATE_KEYS.map((key) => [columnLabel(key), label(key)]));
    return { label, serverField: (field: string) => byServerLabel.get(field) };
  }, [t]);
}
