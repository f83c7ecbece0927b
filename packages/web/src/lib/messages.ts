import { parseMessage } from '@plano/core';
import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A server message in the reader's language: by its whole English text in common's
 * `serverMessages`, else a message of SPEC §5 by its key and parameters (the field names
 * translated too, `fieldName` first); an unknown one as it came.
 */
export function translateServerMessage(
  i18n: I18n,
  message: string,
  fieldName?: (field: string) => string | undefined,
): string {
  // A whole text first, read as data, not through t(): these keys hold ':' and '.', i18next's
  // separators, and t('serverMessages', { returnObjects: true }) resolves each value again by its
  // key, so a text with a colon came back as its English tail ('download the template'). Whole
  // texts win over the patterns of SPEC §5 ('Request body is too large' is not a field's).
  const known = (i18n.getResource(i18n.language, 'common', 'serverMessages') ??
    i18n.getResource('en', 'common', 'serverMessages') ??
    {}) as Record<string, string>;
  if (Object.hasOwn(known, message)) return known[message];
  const parsed = parseMessage(message);
  if (!parsed) return message;
  const t = i18n.getFixedT(null, 'common');
  const params = Object.fromEntries(
    Object.entries(parsed.params).map(([name, value]) => [
      name,
      fieldName?.(value) ?? t(`fields.${value}`, { defaultValue: value }),
    ]),
  );
  return t(`messages.${parsed.key}`, params);
}

/**
 * The server and the shared schemas speak the English texts of SPEC §5; this shows them in the
 * reader's language. `fieldName` names the fields a screen knows better than the common catalog
 * (the inventory's template columns).
 */
export function useTranslateMessage(
  fieldName?: (field: string) => string | undefined,
): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation('common');
  // Stable while the language and fieldName are, so grids can memoise the columns built with it.
  return useCallback(
    (message: string | undefined) => (message ? translateServerMessage(i18n, message, fieldName) : message),
    // i18n.language: a new function when the language changes.
    [i18n, i18n.language, fieldName],
  );
}
