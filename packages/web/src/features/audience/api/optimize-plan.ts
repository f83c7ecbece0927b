import type { OptimizePlanBody, OptimizePlanDto } from '@plano/core';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export const optimizePlan = (body: OptimizePlanBody, signal?: AbortSignal) =>
  apiPost<OptimizePlanDto>('/optimize_plan', body, signal);

/**
 * "Best plan for this budget": the server's proposal (the most target reach within the remaining
 * budget, keeping what is planned). A mutation: asked once per press, never on its own; the dialog
 * passes an AbortSignal so closing it cancels a long search.
 */
export function useOptimizePlan() {
  return useMutation({
    mutationFn: ({ body, signal }: { body: OptimizePlanBody; signal?: AbortSignal }) =>
      optimizePlan(body, signal),
  });
}
