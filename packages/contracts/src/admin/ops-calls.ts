// Operator console calls of the "ops" area (issue 18): declared with defineAdminCall (./console.ts).
export const ADMIN_OPS_CALLS = [] as const;
