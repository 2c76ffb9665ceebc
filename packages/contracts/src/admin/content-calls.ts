// Operator console calls of the "content" area (issue 18): declared with defineAdminCall (./console.ts).
export const ADMIN_CONTENT_CALLS = [] as const;
