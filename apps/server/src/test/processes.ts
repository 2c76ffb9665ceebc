import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * Real child processes for tests that need more than one process (two servers, two job runners,
 * a kill -9): spawned with tsx, their output kept for the failure message, and every one of them
 * killed by `stopAllChildren` (call it in afterEach or finally) so that no test leaves one behind.
 */
export type TChild = {
  label: string;
  pid: number;
  /** Every line it printed so far (stdout and stderr). */
  lines: string[];
  /** Resolves with the first printed line that matches, rejects if the child exits first or on timeout. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends a signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

const children = new Set<TChild>();
// Last resort when the test process itself ends without its cleanup (a crash, a timeout kill).
process.once('exit', () => {
  for (const child of children) {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** The repository's node_modules/.bin/tsx would add a shell and a second process; `node --import tsx` is one. */
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

/** Starts `script` (a .ts file) under tsx with `env` added to this process's environment. */
export function spawnTsx(label: string, script: string, env: Record<string, string>): TChild {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  let partial = { stdout: '', stderr: '' };
  const take = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    const text = partial[stream] + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = { ...partial, [stream]: parts.pop() ?? '' };
    for (const line of parts) {
      lines.push(line);
      for (const listener of listeners) listener(line);
    }
  };
  child.stdout!.on('data', take('stdout'));
  child.stderr!.on('data', take('stderr'));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const handle: TChild = {
    label,
    pid: child.pid!,
    lines,
    exited,
    waitForLine(pattern, timeoutMs = 20_000) {
      const found = lines.find((line) => pattern.test(line));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const done = (error: Error | null, line = '') => {
          clearTimeout(timer);
          listeners.delete(onLine);
          if (error) reject(error);
          else resolve(line);
        };
        const onLine = (line: string) => {
          if (pattern.test(line)) done(null, line);
        };
        const timer = setTimeout(() => done(new Error(`${label}: no line like ${pattern} in ${timeoutMs} ms\n${tail(lines)}`)), timeoutMs);
        listeners.add(onLine);
        void exited.then((code) => done(new Error(`${label} exited (${code}) before printing ${pattern}\n${tail(lines)}`)));
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  children.add(handle);
  void exited.then(() => children.delete(handle));
  return handle;
}

function tail(lines: string[]): string {
  return lines.slice(-30).join('\n');
}

/** Kills (SIGKILL) every child still running and waits for each to be gone. */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map((child) => child.stop('SIGKILL')));
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `check` until it answers something other than undefined/false, or fails after `timeoutMs`
 * saying what it waited for. For conditions in other processes, where there is nothing to await.
 */
export async function waitUntil<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000, everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A PostgreSQL URL whose connections live in one schema (as DATABASE_URL for a child server). */
export function urlWithSchema(url: string, schema: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

export type TServerProcess = TChild & { port: number; baseUrl: string };

/**
 * Starts apps/server/src/main.ts as a real server process and waits until /bb/health answers.
 * `env` is its whole configuration (PORT and HOST are set here).
 */
export async function startServerProcess(label: string, env: Record<string, string>, timeoutMs = 30_000): Promise<TServerProcess> {
  const port = await freePort();
  // CHAIN=0: no local Ethereum node unless a test asks for one (demo mode would start it).
  const child = spawnTsx(label, path.join(SERVER_ROOT, 'src/main.ts'), { LOG_LEVEL: 'warn', CHAIN: '0', ...env, PORT: String(port), HOST: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  let exitCode: number | null | undefined;
  void child.exited.then((code) => (exitCode = code));
  try {
    await waitUntil(
      `${label} to answer /bb/health`,
      async () => {
        if (exitCode !== undefined) throw new Error(`${label} exited (${exitCode}) during start-up\n${tail(child.lines)}`);
        try {
          const response = await fetch(`${baseUrl}/bb/health`);
          return response.ok;
        } catch {
          return false;
        }
      },
      timeoutMs,
      50,
    );
  } catch (error) {
    // A start that failed leaves nothing running behind it.
    await child.stop('SIGKILL');
    const message = (error as Error).message;
    throw message.includes('during start-up') ? error : new Error(`${message}\n${tail(child.lines)}`);
  }
  return { ...child, port, baseUrl };
}

/** POSTs a form to a server process, as the SPEC §7 clients do, and answers the parsed envelope. */
export async function postForm(server: TServerProcess, url: string, body: Record<string, string>): Promise<any> {
  const response = await fetch(`${server.baseUrl}/bb${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  return response.json();
}
