// Operator console calls of the "config" area (issue 18): declared with defineAdminCall (./console.ts).
export const ADMIN_CONFIG_CALLS = [] as const;
