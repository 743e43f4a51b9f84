import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * What per-address limits count by: an IPv4 address as it is, and for IPv6 the /64 network, since one
 * home or phone is commonly given a whole /64 and could otherwise use a fresh address for every try.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  const address = ip.split('%')[0] as string;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An IPv6 address ending in dotted IPv4 counts that part as two groups; only the first four matter.
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** This machine's own addresses: 127.0.0.0/8 and ::1, also written as IPv4 mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.replace(/^::ffff:/i, '');
  return ipv4 === '::1' || /^127(\.\d{1,3}){3}$/.test(ipv4);
}

/** Headers a proxy adds: a request carrying one came through a proxy, from wherever its client is. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A request from this machine itself, by its socket (not `request.ip`, which a trusted proxy's
 * X-Forwarded-For decides) and not through a proxy on this machine, which would make every
 * client of the proxy look local.
 */
export const comesFromThisMachine = (request: FastifyRequest) =>
  isLoopbackAddress(request.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
