import { parseMessage } from '@plano/core';
import { useTranslation } from 'react-i18next';

/**
 * The server and the shared schemas speak the English texts of SPEC §5; this shows them in the
 * reader's language by matching each back to its key, with the field name translated too.
 */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (message) => {
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
        t(`fields.${value}`, { defaultValue: value }),
      ]),
    );
    return t(`messages.${parsed.key}`, params);
  };
}
