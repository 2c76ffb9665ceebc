import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export type TAnvil = { rpcUrl: string; process: ChildProcess; stop(): Promise<void> };

export type TAnvilOptions = {
  /** 0 (default): a free port chosen by the node. */
  port?: number;
  /** Seconds between blocks; without it a block is mined per transaction (and by `anvil_mine`). */
  blockTime?: number;
  /** A file the chain is kept in across restarts (demo mode's DATA_DIR), written every few seconds and at exit. */
  statePath?: string;
  chainId?: number;
};

/**
 * The node binary: Foundry's `anvil` as the npm registry ships it (`@foundry-rs/anvil` pulls the
 * build of this platform in as an optional dependency, so nothing is downloaded from elsewhere).
 */
export function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

/**
 * Starts a local Ethereum node (demo mode and the tests) and resolves once it listens. Its ten
 * funded accounts come from anvil's well-known test mnemonic: they play the outside world
 * (senders of deposits, the demo tokens' issuer), never the exchange's wallets.
 */
export function startAnvil(options: TAnvilOptions = {}): Promise<TAnvil> {
  const args = ['--host', '127.0.0.1', '--port', String(options.port ?? 0), '--chain-id', String(options.chainId ?? 31337)];
  if (options.blockTime) args.push('--block-time', String(options.blockTime));
  if (options.statePath) args.push('--state', options.statePath, '--state-interval', '5');
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`anvil did not start in 20 s: ${output.slice(-500)}`)), 20_000);
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`anvil exited (${code}): ${output.slice(-500)}`)));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on ([\d.]+:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      child.stderr!.resume();
      resolve({
        rpcUrl: `http://${match[1]}`,
        process: child,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
