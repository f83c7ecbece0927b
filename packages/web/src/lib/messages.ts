import { parseMessage } from '@plano/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The server and the shared schemas speak the English texts of SPEC §5; this shows them in the
 * reader's language by matching each back to its key, with the field name translated too.
 * `fieldName` names the fields a screen knows better than the common catalog (the inventory's
 * template columns).
 */
export function useTranslateMessage(
  fieldName?: (field: string) => string | undefined,
): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('common');
  // Stable while the language and fieldName are, so grids can memoise the columns built with it.
  return useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      const parsed = parseMessage(message);
      if (!parsed) {
        // Looked up as a whole text: server messages hold dots and colons, i18next's separators.
        const known = t('serverMessages', { returnObjects: true }) as Record<string, string>;
        return known[message] ?? message;
      }
      const params = Object.fromEntries(
        Object.entries(parsed.params).map(([name, value]) => [
          name,
          fieldName?.(value) ?? t(`fields.${value}`, { defaultValue: value }),
        ]),
      );
      return t(`messages.${parsed.key}`, params);
    },
    [t, fieldName],
  );
}
