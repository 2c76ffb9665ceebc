import { API_BASE } from './http';

/** The market socket's path: a WebSocket, not a call. */
export const SOCKET_PATH = `${API_BASE}/ws`;

/** Our own uploads, as /file/upload answers their `url`: only these are fetched with the session token. */
export const UPLOAD_URL = new RegExp(`^${API_BASE}/file/[0-9a-f]{32}\\.(png|jpg|webp)$`);
