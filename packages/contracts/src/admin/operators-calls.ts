// Operator console calls of the "operators" area (issue 18): declared with defineAdminCall (./console.ts).
export const ADMIN_OPERATORS_CALLS = [] as const;
