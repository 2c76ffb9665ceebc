import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type TServer = {
  baseUrl: string;
  /** The server's DATA_DIR (its SQLite database), for operator commands run against it (support/ops.ts). */
  dataDir: string;
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/bb/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy in 60 s:\n${log()}`);
}

export type TServerOptions = {
  /** Runs the demo market maker (live books and trades that fill users' orders). Off by default. */
  marketMaker?: boolean;
  /** More environment for the server (e.g. support/outside-feeds.ts: outside feeds for its index). */
  env?: Record<string, string>;
};

/**
 * Starts the real server (demo mode, SQLite in a fresh temporary DATA_DIR, market maker off unless
 * asked for) on a free port, serving the built web app, and waits for /bb/health.
 */
export async function startServer(options: TServerOptions = {}): Promise<TServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    // The demo market maker is off unless a suite needs live markets: its background orders cost CPU
    // on a 2-core runner.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      MARKET_MAKER: options.marketMaker ? '1' : '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // No local Ethereum node unless a suite asks for one (CHAIN: '1'): every asset keeps the proof path.
      CHAIN: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output = (output + d).slice(-4000)));
  child.stderr?.on('data', (d) => (output = (output + d).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
