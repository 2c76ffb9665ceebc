/**
 * A call that did not succeed. `code` is the envelope code (0 failure, -2 session gone), or null for
 * a network failure or timeout; `message` is already in the user's language when the server sent it.
 * `data` is what the failure carries, if anything (the log-in's second-step ticket, a wait).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly reason?: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
