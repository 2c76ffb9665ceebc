/**
 * The HTTP benchmark's load generator, in its own process so that it does not share the server's
 * event loop: autocannon with 100 connections placing limit orders on btcusdt. Two funded users
 * alternate buy and sell orders around one price, so a share of them trade. Sends the result to
 * the parent. Arguments: url, seconds, token, token.
 */
import autocannon from 'autocannon';

const [url, seconds, ...tokens] = process.argv.slice(2);
let n = 0;
const cpuBefore = process.cpuUsage();
process.send!({ isStarting: true });
const result = await autocannon({
  url,
  connections: 100,
  duration: Number(seconds),
  requests: [
    {
      method: 'POST',
      path: '/bb/spot/order/place',
      setupRequest: (request: any) => {
        n += 1;
        const side = n % 2 === 0 ? 'buy' : 'sell';
        const price = side === 'buy' ? 60000 + (n % 7) : 60000 + ((n * 3) % 9) - 2;
        request.headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-access-token': tokens[n % 2] };
        request.body = `symbol=btcusdt&side=${side}&type=LMT&price=${price}&amount=0.001`;
        return request;
      },
    },
  ],
});
const cpu = process.cpuUsage(cpuBefore);
process.send!({
  rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors,
  cpuMs: (cpu.user + cpu.system) / 1000,
});
