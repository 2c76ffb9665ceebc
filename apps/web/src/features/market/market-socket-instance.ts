import { SOCKET_PATH } from '../api/paths';
import { useSessionStore } from '../session/session-store';
import { MarketSocket } from './market-socket';
import { useSocketStore } from './socket-store';

let instance: MarketSocket | null = null;

function socketUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${SOCKET_PATH}`;
}

/**
 * The page's one market socket, created on first use: its state goes to useSocketStore, and it
 * follows the session (login and logout re-authenticate it). Also reachable as
 * `window.__marketSocket` so that tests and support can see its topics or simulate a drop.
 */
export function marketSocket(): MarketSocket {
  if (instance) return instance;
  const socket = new MarketSocket({
    url: socketUrl(),
    onOpen: (isReconnect) =>
      useSocketStore.setState((s) => ({ status: 'connected', reconnects: s.reconnects + (isReconnect ? 1 : 0) })),
    onDrop: () => useSocketStore.setState({ status: 'reconnecting' }),
  });
  socket.setToken(useSessionStore.getState().token);
  useSessionStore.subscribe((state) => socket.setToken(state.token));
  (globalThis as { __marketSocket?: MarketSocket }).__marketSocket = socket;
  instance = socket;
  return socket;
}
