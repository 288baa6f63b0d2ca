/** Query keys of the admin area; a staff change invalidates by these. */
export const adminKey = ['admin'] as const;
export const adminUsersKey = [...adminKey, 'users'] as const;
