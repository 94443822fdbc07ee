/**
 * The login attack's attacker, a process of its own so that the other users' requests are timed by a client that
 * is not busy sending the attack (bench/run.ts): `count` wrong logins from one address, all at once. Prints 'start'
 * just before the first is sent, then the answers' statuses as JSON.
 *
 *   node --import tsx bench/attacker.ts <url> <count>
 */
import { Agent, request } from 'node:http';

const [url, countText] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
const statuses: Record<number, number> = {};

function wrongLogin(i: number): Promise<void> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ username: `tebakan${i % 50}`, password: `salah-${i}` });
    const req = request(`${url}/pwa/login`, { method: 'POST', agent, timeout: 30_000, headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' } }, (res) => {
      res.resume();
      res.on('end', () => {
        statuses[res.statusCode!] = (statuses[res.statusCode!] ?? 0) + 1;
        resolve();
      });
    });
    const failed = () => {
      statuses[0] = (statuses[0] ?? 0) + 1;
      resolve();
    };
    req.on('timeout', () => req.destroy());
    req.on('error', failed);
    req.end(body);
  });
}

console.log('start');
const started = performance.now();
await Promise.all(Array.from({ length: Number(countText) }, (_, i) => wrongLogin(i)));
console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, statuses }));
agent.destroy();
