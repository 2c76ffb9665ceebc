/** Child process of bench/ws.ts: opens N WebSocket clients on one topic and counts what arrives. */
import WebSocket from 'ws';

const [url, countText, topic] = process.argv.slice(2);
const count = Number(countText);
let received = 0;
let open = 0;
for (let i = 0; i < count; i += 1) {
  const socket = new WebSocket(url);
  socket.on('open', () => {
    socket.send(JSON.stringify({ sub: topic, id: i }));
    open += 1;
    if (open === count) process.send?.({ ready: true });
  });
  socket.on('message', (raw) => {
    const text = String(raw);
    if (text.startsWith('{"ping"')) socket.send(`{"pong":${JSON.parse(text).ping}}`);
    else if (text.startsWith('{"ch"')) received += 1;
  });
}
process.on('message', (message: { report?: boolean }) => {
  if (message.report) process.send?.({ received });
});
