import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { jobKeys } from './keys.ts';

/** Failed jobs per page of the admin panel's list. */
export const FAILED_JOBS_PAGE_SIZE = 10;

export const fetchFailedJobs = (page: number, signal?: AbortSignal) =>
  callApi('/fetch_failed_jobs', { page, limit: FAILED_JOBS_PAGE_SIZE }, signal);

export const failedJobsQuery = (page: number) =>
  queryOptions({
    queryKey: jobKeys.failed(page),
    queryFn: ({ signal }) => fetchFailedJobs(page, signal),
    // The table keeps its rows while the next page loads, instead of jumping to a loader.
    placeholderData: keepPreviousData,
  });

export const useFailedJobs = (page: number) => useQuery(failedJobsQuery(page));
