// Operator console calls of the "money" area (issue 18): declared with defineAdminCall (./console.ts).
export const ADMIN_MONEY_CALLS = [] as const;
