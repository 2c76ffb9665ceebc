/**
 * Child process of bench/ws-flood.ts: one socket sends 50,000 frames (session lookups, the dearest)
 * as fast as it can while /bb/health is asked every 20 ms; reports the health latencies (ms), how
 * the flooder's socket ended (closed, or every frame answered), and how long the flood lasted.
 */
import WebSocket from 'ws';

const [url, framesText] = process.argv.slice(2);
const frames = Number(framesText);
const health = url.replace(/^ws/, 'http').replace(/\/ws$/, '/health');
const latencies: number[] = [];
let isFlooding = true;

// The same probe without a flood first: the baseline of this run (this machine's speed swings).
const quiet: number[] = [];
for (let i = 0; i < 50; i += 1) {
  const started = performance.now();
  await fetch(health).then((r) => r.arrayBuffer());
  quiet.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const socket = new WebSocket(url);
let answered = 0;
let onAnswer = () => {};
socket.on('message', (raw) => {
  if (String(raw).includes('"op":"auth"')) answered += 1;
  onAnswer();
});
const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
await new Promise((resolve) => socket.once('open', resolve));
const probe = (async () => {
  while (isFlooding) {
    const started = performance.now();
    await fetch(health).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();
const frame = JSON.stringify({ op: 'auth', token: 'not-a-session', id: 'f' });
const started = performance.now();
for (let sent = 0; sent < frames && socket.readyState === WebSocket.OPEN; ) {
  for (let i = 0; i < 500 && sent < frames; i += 1, sent += 1) socket.send(frame);
  await new Promise((resolve) => setImmediate(resolve));
}
// The flood lasts until the server has answered every frame or closed the socket.
const end = await Promise.race([closed, new Promise<null>((resolve) => {
  onAnswer = () => answered >= frames && resolve(null);
  onAnswer();
})]);
const ending = end ?? (socket.close(), { code: 0, reason: `still open, ${answered} frames answered` });
const seconds = (performance.now() - started) / 1000;
isFlooding = false;
await probe;
process.send?.({ latencies, quiet, close: ending, seconds });
