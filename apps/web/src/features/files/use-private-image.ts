import { useEffect, useState } from 'react';
import { UPLOAD_URL } from '../api/paths';
import { useSessionStore } from '../session/session-store';

export type TPrivateImage = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; isMissing: boolean };

/**
 * Fetches a private upload (deposit proof, KYC photo) with the session header that an <img src>
 * cannot send, and answers its bytes as a Blob, or why it could not: `isMissing` for a 404 (which
 * the server also answers to anyone but the owner) and for a URL that is not one of our uploads.
 */
export async function loadPrivateImage(
  src: string,
  token: string,
  signal: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<{ blob: Blob } | { isMissing: boolean }> {
  // Only our own uploads get the session token: a URL anywhere else never sees it.
  if (!UPLOAD_URL.test(src)) return { isMissing: true };
  try {
    const response = await fetcher(src, { headers: token ? { 'X-Access-Token': token } : {}, cache: 'no-store', credentials: 'omit', signal });
    if (!response.ok) return { isMissing: response.status === 404 };
    return { blob: await response.blob() };
  } catch {
    return { isMissing: false };
  }
}

/**
 * A private upload shown from an object URL (revoked when the image changes or unmounts), with
 * loading and error states. Refetched when the session changes, so a new user never sees the last
 * user's image.
 */
export function usePrivateImage(src: string | null | undefined): TPrivateImage {
  const token = useSessionStore((s) => s.token);
  const [image, setImage] = useState<TPrivateImage>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setImage(src ? { status: 'loading' } : { status: 'error', isMissing: true });
    if (src) {
      void loadPrivateImage(src, token, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if ('blob' in result) {
          objectUrl = URL.createObjectURL(result.blob);
          setImage({ status: 'ready', url: objectUrl });
        } else {
          setImage({ status: 'error', isMissing: result.isMissing });
        }
      });
    }
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, token]);
  return image;
}
