import { TEMPLATE_KEYS } from '@plano/core';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/inventory.json';
import es from '../../../locales/es/inventory.json';
import { templateColumnLabel } from './column-labels.ts';

describe('the inventory grid’s column names', () => {
  it.each([
    ['en', en],
    ['es', es],
  ])('name every template column in %s, each differently', async (language, catalog) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      resources: { [language]: { inventory: catalog } },
      defaultNS: 'inventory',
    });
    const t = i18n.getFixedT(language, 'inventory');
    const labels = TEMPLATE_KEYS.map((key) => templateColumnLabel(t, key));
    // A missing text comes back as its key path.
    expect(labels.filter((label) => label.includes('columns.'))).toEqual([]);
    expect(new Set(labels).size).toBe(TEMPLATE_KEYS.length);
    expect(templateColumnLabel(t, 'p_65_1000mt')).toBe(
      language === 'en' ? 'Ages 65+ within 1000 m' : 'Edad 65+ a 1000 m',
    );
  });
});
