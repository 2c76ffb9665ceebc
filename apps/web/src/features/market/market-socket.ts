/**
 * One WebSocket to /bb/ws per page (docs/api.md §5), shared by every live hook. Topics are
 * reference-counted: the first listener subscribes, the last one unsubscribes. The session token
 * authenticates the private topics (orders, accounts, contract, seconds, messages, deposits) and is re-sent when the user logs in or out.
 * Server pings are answered; a silent connection is treated as dead. After a drop it reconnects with
 * a growing delay and subscribes everything again.
 */
export type TTickListener = (tick: unknown, topic: string) => void;

export type TSocketEvents = {
  /** The socket opened; `isReconnect` when it follows a drop (pushes may have been missed). */
  onOpen: (isReconnect: boolean) => void;
  /** The socket dropped; it will try again. */
  onDrop: () => void;
};

type TSocketLike = Pick<WebSocket, 'readyState' | 'send' | 'close'> & {
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
};

export type TSocketOptions = TSocketEvents & {
  url: string;
  /** Injected for tests; the browser's WebSocket otherwise. */
  createSocket?: (url: string) => TSocketLike;
  /** The server pings every 5 s: this long without any message means the connection is dead. */
  silenceMs?: number;
  /** Reconnect delays: base × 2^attempt, capped, plus up to 30 % jitter so clients do not stampede. */
  retryBaseMs?: number;
  retryMaxMs?: number;
};

const OPEN = 1;
const PRIVATE_TOPICS: readonly string[] = ['orders', 'accounts', 'contract', 'seconds', 'messages', 'deposits'];

export function isPrivateTopic(topic: string): boolean {
  return PRIVATE_TOPICS.includes(topic);
}

export class MarketSocket {
  private readonly options: Required<TSocketOptions>;
  private readonly listeners = new Map<string, Set<TTickListener>>();
  private socket: TSocketLike | null = null;
  private token = '';
  private isAuthed = false;
  private hasOpened = false;
  private isStopped = true;
  private attempt = 0;
  private nextId = 1;
  private lastSeen = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setInterval> | null = null;

  constructor(options: TSocketOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url) as unknown as TSocketLike,
      silenceMs: 15_000,
      retryBaseMs: 1_000,
      retryMaxMs: 15_000,
      ...options,
    };
  }

  /** Listens to a topic; the returned function stops listening. Connects on first use. */
  subscribe(topic: string, listener: TTickListener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
      this.sendSub(topic);
    }
    set.add(listener);
    this.start();
    return () => {
      const current = this.listeners.get(topic);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(topic);
      if (this.isOpen() && (!isPrivateTopic(topic) || this.isAuthed)) this.send({ unsub: topic, id: this.nextId++ });
    };
  }

  /** The session token ('' when logged out). A change re-authenticates and moves the private topics. */
  setToken(token: string): void {
    if (token === this.token) return;
    const wasAuthed = this.isAuthed;
    this.token = token;
    this.isAuthed = false;
    if (!this.isOpen()) return;
    if (wasAuthed) for (const topic of this.topics().filter(isPrivateTopic)) this.send({ unsub: topic, id: this.nextId++ });
    // An empty token clears the server's idea of the user; its error answer is expected.
    this.send({ op: 'auth', token, id: this.nextId++ });
  }

  /** The topics that have listeners now. */
  topics(): string[] {
    return [...this.listeners.keys()];
  }

  /** Drops the connection as a network failure would (it reconnects): for tests and diagnostics. */
  drop(): void {
    this.socket?.close();
    this.handleDrop();
  }

  /** Closes for good (page unload, tests). */
  stop(): void {
    this.isStopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.watchdog) clearInterval(this.watchdog);
    this.retryTimer = null;
    this.watchdog = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      socket.close();
    }
  }

  private start(): void {
    if (!this.isStopped) return;
    this.isStopped = false;
    this.connect();
    this.watchdog = setInterval(() => {
      if (this.socket && this.isOpen() && Date.now() - this.lastSeen > this.options.silenceMs) this.drop();
    }, Math.max(1_000, this.options.silenceMs / 3));
  }

  private connect(): void {
    this.retryTimer = null;
    if (this.isStopped) return;
    let socket: TSocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.handleDrop();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event) => this.handleMessage(event.data);
    socket.onclose = () => socket === this.socket && this.handleDrop();
    socket.onerror = () => socket === this.socket && this.handleDrop();
  }

  private handleOpen(): void {
    const isReconnect = this.hasOpened;
    this.hasOpened = true;
    this.attempt = 0;
    this.lastSeen = Date.now();
    this.isAuthed = false;
    if (this.token) this.send({ op: 'auth', token: this.token, id: this.nextId++ });
    for (const topic of this.topics()) if (!isPrivateTopic(topic)) this.send({ sub: topic, id: this.nextId++ });
    this.options.onOpen(isReconnect);
  }

  private handleDrop(): void {
    const socket = this.socket;
    if (!socket && this.retryTimer) return;
    this.socket = null;
    this.isAuthed = false;
    if (socket) detach(socket);
    if (this.isStopped) return;
    this.options.onDrop();
    const delay = Math.min(this.options.retryMaxMs, this.options.retryBaseMs * 2 ** this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay * (1 + Math.random() * 0.3));
  }

  private handleMessage(raw: unknown): void {
    this.lastSeen = Date.now();
    let message: { ping?: unknown; op?: unknown; status?: unknown; ch?: unknown; tick?: unknown };
    try {
      message = JSON.parse(String(raw));
    } catch {
      return;
    }
    if (message.ping !== undefined) {
      this.send({ pong: message.ping });
      return;
    }
    if (message.op === 'auth') {
      this.isAuthed = message.status === 'ok' && Boolean(this.token);
      if (this.isAuthed) for (const topic of this.topics().filter(isPrivateTopic)) this.send({ sub: topic, id: this.nextId++ });
      return;
    }
    if (typeof message.ch === 'string' && message.tick !== undefined) {
      const set = this.listeners.get(message.ch);
      if (set) for (const listener of [...set]) listener(message.tick, message.ch);
    }
  }

  private sendSub(topic: string): void {
    if (this.isOpen() && (!isPrivateTopic(topic) || this.isAuthed)) this.send({ sub: topic, id: this.nextId++ });
  }

  private isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  private send(message: object): void {
    if (this.isOpen()) this.socket!.send(JSON.stringify(message));
  }
}

function detach(socket: TSocketLike): void {
  socket.onopen = null;
  socket.onclose = null;
  socket.onerror = null;
  socket.onmessage = null;
}
