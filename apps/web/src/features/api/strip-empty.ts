export type TPayload = Record<string, string | number | boolean | null | undefined>;

/** SPEC §5: empty or null fields are stripped from payloads; strings are sent trimmed. */
export function stripEmpty(payload: TPayload): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text !== '') out[key] = text;
  }
  return out;
}
