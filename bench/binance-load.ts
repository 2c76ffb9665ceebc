/**
 * The Binance benchmark's load generator, in its own process: autocannon with 100 connections
 * placing limit orders on BTCUSDT, alternately from two users, either through the web's call
 * (POST /bb/spot/order/place with a session token) or through POST /api/v3/order signed as a
 * Binance client signs (HMAC-SHA256 of the body, a fresh timestamp and client order id each).
 * Arguments: url, seconds, mode (web|binance), then per user a token, or an API key and secret.
 */
import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';

const [url, seconds, mode, ...credentials] = process.argv.slice(2);
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
      path: mode === 'web' ? '/bb/spot/order/place' : '/api/v3/order',
      setupRequest: (request: any) => {
        n += 1;
        const isBuy = n % 2 === 0;
        const price = isBuy ? 60000 + (n % 7) : 60000 + ((n * 3) % 9) - 2;
        if (mode === 'web') {
          request.headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-access-token': credentials[n % 2] };
          request.body = `symbol=btcusdt&side=${isBuy ? 'buy' : 'sell'}&type=LMT&price=${price}&amount=0.001`;
          return request;
        }
        const [apiKey, secret] = credentials.slice((n % 2) * 2, (n % 2) * 2 + 2);
        const body = `symbol=BTCUSDT&side=${isBuy ? 'BUY' : 'SELL'}&type=LIMIT&timeInForce=GTC&price=${price}&quantity=0.001&newClientOrderId=b${process.pid}x${n}&newOrderRespType=RESULT&timestamp=${Date.now()}`;
        request.headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-mbx-apikey': apiKey };
        request.body = `${body}&signature=${createHmac('sha256', secret).update(body).digest('hex')}`;
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
