import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address. Behind `trustedHops` proxies, each of which appends the address it received the request
 * from to X-Forwarded-For, the client is the entry that many places from the right; anything further left was
 * written by the client itself and is never used. With fewer entries, the leftmost one (a proxy wrote it).
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const socket = getConnInfo(c).remote.address ?? 'unknown';
  if (trustedHops === 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const nearestFirst = [socket, ...forwarded.reverse()];
  const candidate = nearestFirst[Math.min(trustedHops, nearestFirst.length - 1)]!;
  return isIP(candidate) ? candidate : socket;
}
