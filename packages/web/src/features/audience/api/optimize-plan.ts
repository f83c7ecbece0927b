import type { OptimizePlanBody, OptimizePlanDto, OptimizePlanProgress } from '@plano/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** How often a running search is asked how far it is. */
const POLL_MS = 1000;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });

/**
 * The server's proposal: at once over a few candidates; over many (a region, the country) the
 * server answers with a job, which is asked again every second, its progress told, until it ends.
 */
export async function optimizePlan(
  body: OptimizePlanBody,
  signal?: AbortSignal,
  onProgress?: (progress: OptimizePlanProgress) => void,
): Promise<OptimizePlanDto> {
  let answer = await callApi('/optimize_plan', body, signal);
  while ('job_id' in answer) {
    if (answer.progress) onProgress?.(answer.progress);
    if (answer.status === 'done' && answer.result) return answer.result;
    if (answer.status === 'failed')
      throw new ApiError(500, 'job_failed', answer.error ?? 'The search failed');
    await wait(POLL_MS, signal);
    answer = await callApi('/optimize_plan_job', { jobId: answer.job_id }, signal);
  }
  return answer;
}

/**
 * "Best plan for this budget": the server's proposal (the most target reach within the remaining
 * budget, keeping what is planned). A mutation: asked once per press, never on its own; the dialog
 * passes an AbortSignal so closing it stops waiting, and hears the progress of a long search.
 */
export function useOptimizePlan() {
  return useMutation({
    mutationFn: ({
      body,
      signal,
      onProgress,
    }: {
      body: OptimizePlanBody;
      signal?: AbortSignal;
      onProgress?: (progress: OptimizePlanProgress) => void;
    }) => optimizePlan(body, signal, onProgress),
  });
}
