import { holdsAny } from '@plano/core';
import { usePolicies } from './session.ts';

/** True when the user holds at least one of the names (SPEC §6); the server checks the same. */
export function useHasPolicy(...names: string[]): boolean {
  return holdsAny(usePolicies(), names);
}
