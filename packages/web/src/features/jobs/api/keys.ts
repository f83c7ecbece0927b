/** Query keys of the jobs feature; a retry invalidates `all`, so every page of the list reloads. */
export const jobKeys = {
  all: ['jobs'] as const,
  failed: (page: number) => ['jobs', 'failed', page] as const,
};
