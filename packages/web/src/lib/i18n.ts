import { LANGUAGES, type Language } from '@plano/core';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

dayjs.extend(advancedFormat);
dayjs.extend(localizedFormat);

// SPEC §1: the language is kept locally under `lng`, English by default.
const STORAGE_KEY = 'lng';

export function currentLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';
}

/** The locale numbers, percentages and money are written in: Chile's for Spanish ('2.161', '50,9%'). */
export function numberLocale(): 'es-CL' | 'en-US' {
  return currentLanguage() === 'es' ? 'es-CL' : 'en-US';
}

/** Keeps the choice and reloads, so every screen (and every cached label) starts in the new language. */
export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  window.location.reload();
}

// One catalog file per namespace and language: locales/<lng>/<namespace>.json.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] ??= {};
  resources[language][namespace] = module.default;
}

export function initI18n(): void {
  const language = currentLanguage();
  dayjs.locale(language);
  document.documentElement.lang = language;
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(resources.en ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next 25 otherwise prints an advertisement in every user's browser console.
    showSupportNotice: false,
  });
  // {{count, number}} in the catalogs: Chile's grouping, not bare 'es' (which writes 2161 for 2.161).
  // A value that is no number (a server message's parameter already written out) stays as it is.
  const numbers = new Intl.NumberFormat(numberLocale());
  i18next.services.formatter?.add('number', (value) =>
    Number.isFinite(Number(value)) && value !== '' ? numbers.format(Number(value)) : String(value),
  );
}
