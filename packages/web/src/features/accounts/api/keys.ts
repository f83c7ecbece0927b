/** Query keys of the accounts feature. */
export const accountKeys = {
  roles: ['accounts', 'roles'] as const,
  members: ['accounts', 'members'] as const,
  policies: ['accounts', 'policies'] as const,
};
