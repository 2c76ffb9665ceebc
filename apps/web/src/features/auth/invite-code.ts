const KEY = 'invite-code';

/**
 * SPEC §5: the invitation code is prefilled from a `code` query parameter. It is read once at
 * start-up and kept for the tab, so that it survives the way from a landing page to the form.
 */
export function captureInviteCode(search: string = window.location.search): void {
  const code = new URLSearchParams(search).get('code')?.trim();
  if (!code) return;
  try {
    sessionStorage.setItem(KEY, code.slice(0, 32));
  } catch {
    memory = code.slice(0, 32);
  }
}

let memory = '';

export function invitedCode(): string {
  try {
    return sessionStorage.getItem(KEY) ?? memory;
  } catch {
    return memory;
  }
}
