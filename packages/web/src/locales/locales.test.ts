import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POLICIES } from '@plano/core';
import { describe, expect, it } from 'vitest';

const root = path.dirname(fileURLToPath(import.meta.url));
const languages = ['en', 'es'];

/** Every leaf's path; as arrays, since server messages (keys of serverMessages) hold dots. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => paths(inner, [...prefix, key]));
}
const keys = (value: unknown) => paths(value).map((parts) => parts.join(' › '));

const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, language, file), 'utf8'));
const namespaces = [...new Set(languages.flatMap((language) => readdirSync(path.join(root, language))))];

// i18next picks a count's form by Intl.PluralRules: Spanish has 'many' (1.000.000 sitios) beside
// 'one' and 'other', and a missing form shows the bare key. Keys are compared without the suffix.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');

describe('the en and es catalogs', () => {
  it.each(namespaces)('%s has the same keys in every language, none empty', (file) => {
    const [en, ...others] = languages.map((language) => read(language, file));
    const expected = [...new Set(keys(en).map(base))].sort();
    for (const other of others) expect([...new Set(keys(other).map(base))].sort()).toEqual(expected);
    for (const catalog of [en, ...others]) {
      for (const parts of paths(catalog)) {
        const value = parts.reduce((node, part) => node[part], catalog);
        expect(typeof value === 'string' && value.trim().length > 0, parts.join(' › ')).toBe(true);
      }
    }
  });

  it.each(namespaces)('%s has every plural form each language needs', (file) => {
    for (const language of languages) {
      const all = keys(read(language, file));
      const counted = new Set(all.filter((key) => PLURAL.test(key)).map(base));
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const missing = [...counted].flatMap((key) =>
        forms.filter((form) => !all.includes(`${key}_${form}`)).map((form) => `${language}: ${key}_${form}`),
      );
      expect(missing).toEqual([]);
    }
  });
});

describe('the policies catalog', () => {
  it('names every policy of SPEC §6 in every language (never shown by its stored name)', () => {
    for (const language of languages) {
      const { names } = read(language, 'policies.json');
      expect(Object.keys(names).sort()).toEqual(Object.keys(POLICIES).sort());
      for (const [key, name] of Object.entries(POLICIES)) expect(names[key]).not.toBe(name);
    }
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function hasKey(catalog: unknown, key: string): boolean {
  let node = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  // A key that names a group (returnObjects) or a text; plural forms live as key_one / key_other.
  return node !== undefined;
}

describe('every literal key the screens use', () => {
  it('exists in the English catalog of the namespace the file reads', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(path.join(root, '..'))) {
      const source = readFileSync(file, 'utf8');
      const used = [...source.matchAll(/useTranslation\(\s*'([\w-]+)'/g)].map((m) => m[1]);
      const namespaces = used.length > 0 ? used : ['common'];
      if (/useTranslation\(\s*\)/.test(source)) namespaces.push('common');
      for (const [, key] of source.matchAll(/\bt\(\s*'([\w.:-]+)'/g)) {
        const [ns, inner] = key.includes(':') ? key.split(':') : [null, key];
        const candidates = ns ? [ns] : namespaces;
        const found = candidates.some((candidate) => {
          try {
            const catalog = read('en', `${candidate}.json`);
            return (
              hasKey(catalog, inner) || hasKey(catalog, `${inner}_one`) || hasKey(catalog, `${inner}_other`)
            );
          } catch {
            return false;
          }
        });
        if (!found) missing.push(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
