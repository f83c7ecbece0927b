import type { TargetAudience } from '@plano/core';
import { createContext, useContext } from 'react';

/** The plan the figures are about (planned and selected sites), for what sits deep in the page (the site panel). */
export interface AudiencePlan {
  campId: string;
  /** Sorted. */
  ids: number[];
  audience: TargetAudience | undefined;
}

const AudiencePlanContext = createContext<AudiencePlan | null>(null);

export const AudiencePlanProvider = AudiencePlanContext.Provider;

/** Null outside a planning page: the site panel then shows no audience figures. */
export function useAudiencePlan(): AudiencePlan | null {
  return useContext(AudiencePlanContext);
}
