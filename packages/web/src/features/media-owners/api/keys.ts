/** Query keys of the media-owners feature. */
export const mediaOwnerKeys = {
  list: ['media-owners', 'list'] as const,
  count: ['media-owners', 'list', 'count'] as const,
  states: ['media-owners', 'states'] as const,
};
