import { formatMessage } from '@plano/core';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enCommon from '../locales/en/common.json';
import esCommon from '../locales/es/common.json';
import { translateServerMessage } from './messages.ts';

async function i18nIn(lng: 'en' | 'es') {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'en',
    defaultNS: 'common',
    resources: { en: { common: enCommon }, es: { common: esCommon } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

const WRONG_COLUMNS =
  'The first row must be the header row with the template’s column names (site_code, location, city…): download the template';

describe('translateServerMessage', () => {
  it('shows a whole server text with a colon in Spanish, not cut at the colon', async () => {
    const es = await i18nIn('es');
    expect(translateServerMessage(es, WRONG_COLUMNS)).toBe(esCommon.serverMessages[WRONG_COLUMNS]);
    expect(translateServerMessage(es, WRONG_COLUMNS)).toMatch(/^La primera fila .*descarga la plantilla$/);
  });

  it('shows every server text of the catalog whole, in both languages', async () => {
    for (const [lng, catalog] of [
      ['en', enCommon],
      ['es', esCommon],
    ] as const) {
      const i18n = await i18nIn(lng);
      for (const [english, text] of Object.entries(catalog.serverMessages)) {
        expect(translateServerMessage(i18n, english)).toBe(text);
      }
    }
  });

  it('translates a SPEC §5 message with its field, and keeps an unknown text as it came', async () => {
    const es = await i18nIn('es');
    expect(translateServerMessage(es, formatMessage('required', { field: 'Emails' }))).toBe(
      'Correos electrónicos es un campo obligatorio',
    );
    expect(translateServerMessage(es, 'Something new')).toBe('Something new');
  });
});
