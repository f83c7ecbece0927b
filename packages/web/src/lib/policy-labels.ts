import { POLICIES } from '@plano/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// The stored names of SPEC §6 ('add_to_plan_policy', 'export data policy') are identifiers, not
// words: each is shown by its label in locales/<lng>/policies.json, found by its POLICIES key.
const KEY_OF_NAME = new Map<string, string>(Object.entries(POLICIES).map(([key, name]) => [name, key]));

/** The reader's word for a policy; a policy an administrator added (Add Policy) keeps its own name. */
export function usePolicyLabel(): (name: string) => string {
  const { t } = useTranslation('policies');
  return useCallback(
    (name: string) => {
      const key = KEY_OF_NAME.get(name);
      return key ? t(`names.${key}`) : name;
    },
    [t],
  );
}
