import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { Agent } from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A push service on this machine, as a browser's (Google's FCM, Mozilla's autopush) answers the store
 * (RFC 8030), for tests. It plays the browser's part too: each subscription it gives out has a P-256
 * key pair and an auth secret of the test's own, so it decrypts what the store sent (RFC 8291,
 * aes128gcm) with node:crypto alone, not with the library the store encrypts with, and checks the
 * VAPID Authorization header (RFC 8292): an ES256 JWT whose audience is this service's origin, signed
 * with the key the header names, which must be the shop's.
 *
 * HTTPS, as every push service is (and the web-push library only speaks HTTPS): its certificate is
 * the test-only one beside this file, trusted by the agent it gives (API tests) or NODE_EXTRA_CA_CERTS
 * (the built store in the browser journey).
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
export const LOCAL_PUSH_CERTIFICATE = path.join(HERE, 'cert.pem');
const KEY = path.join(HERE, 'key.pem');

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');

/** The subscription as the browser's `PushSubscription.toJSON()` gives it. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One message the service took, decrypted, with what its headers said. */
export interface DeliveredPush {
  endpoint: string;
  /** The decrypted payload, as the service worker's `event.data.text()` reads it. */
  text: string;
  ttl: number;
  urgency: string | undefined;
  vapid: { audience: string; subject: string; expiresAt: number; publicKey: string };
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  /** What the service answers for this device: 201, or 404/410 once it unsubscribed, or 500 when failing. */
  answer: number;
}

export interface LocalPushService {
  origin: string;
  /** An agent that trusts the service's certificate, for the store's sender in API tests. */
  agent: Agent;
  /** A new device: its endpoint on this service and the keys the store encrypts to. */
  subscribe(): TestSubscription;
  /** What the service answers to messages for a device from now on (404/410: it is gone; 500: failing). */
  answerFor(endpoint: string, status: number): void;
  /** Every message taken (decrypted and checked), in order. */
  delivered: DeliveredPush[];
  /** Requests refused for a wrong VAPID header or a payload that does not decrypt, with the reason. */
  refused: string[];
  /** Called with each message taken, before the answer (the browser journey hands it to the service worker). */
  onDelivered?: (push: DeliveredPush) => Promise<void> | void;
  /** Waits until `count` messages were taken. */
  waitForDeliveries(count: number, timeoutMs?: number): Promise<DeliveredPush[]>;
  close(): Promise<void>;
}

/** RFC 8291 section 3.4 and RFC 8188: the one record of an aes128gcm body, decrypted with the device's keys. */
export function decryptAes128gcm(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`the key id is ${keyIdLength} bytes, not the 65 of the sender's P-256 key`);
  if (ciphertext.length > recordSize) throw new Error('more than one record: a push message is one');
  const receiverPublic = device.ecdh.getPublicKey();
  const sharedSecret = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the record does not end with the last-record delimiter 0x02');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key, for this service's origin. */
export function checkVapid(header: string | undefined, origin: string): DeliveredPush['vapid'] {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`the Authorization header is not "vapid t=..., k=...": ${header}`);
  const [jwt, key] = [match[1]!, match[2]!];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = fromB64url(key);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    format: 'jwk',
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
  });
  const header_ = JSON.parse(fromB64url(head).toString()) as { alg?: string; typ?: string };
  if (header_.alg !== 'ES256') throw new Error(`the JWT is signed ${header_.alg}, not ES256`);
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, fromB64url(signature));
  if (!signed) throw new Error("the JWT's signature is not the VAPID key's");
  const body = JSON.parse(fromB64url(claims).toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== origin) throw new Error(`the JWT's audience is ${body.aud}, not the push service's origin ${origin}`);
  const now = Date.now() / 1000;
  // RFC 8292 section 2: no more than 24 hours ahead.
  if (!body.exp || body.exp < now || body.exp > now + 24 * 60 * 60) throw new Error(`the JWT's expiry ${body.exp} is not within 24 hours`);
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) throw new Error(`the JWT's subject ${body.sub} is no contact`);
  return { audience: body.aud, subject: body.sub, expiresAt: body.exp, publicKey: key };
}

/** Starts the local push service on a free port of 127.0.0.1. */
export async function startLocalPushService(): Promise<LocalPushService> {
  const cert = readFileSync(LOCAL_PUSH_CERTIFICATE);
  const devices = new Map<string, Device>();
  const waiters: (() => void)[] = [];
  let origin = '';

  const service: LocalPushService = {
    origin: '',
    agent: new Agent({ ca: cert, keepAlive: false }),
    delivered: [],
    refused: [],
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${b64url(randomBytes(24))}`;
      devices.set(new URL(endpoint).pathname, { ecdh, auth, answer: 201 });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answerFor(endpoint, status) {
      const device = devices.get(new URL(endpoint).pathname);
      if (!device) throw new Error(`no device ${endpoint}`);
      device.answer = status;
    },
    waitForDeliveries(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${service.delivered.length} of ${count} pushes arrived; refused: ${service.refused.join('; ')}`)),
          timeoutMs,
        );
        const check = () => {
          if (service.delivered.length < count) return waiters.push(check);
          clearTimeout(timer);
          resolve(service.delivered.slice(0, count));
        };
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        service.agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer({ cert, key: readFileSync(KEY) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const device = devices.get(request.url ?? '');
        const answer = (status: number) => response.writeHead(status, { 'content-length': 0 }).end();
        if (request.method !== 'POST' || !device) return answer(404);
        if (device.answer !== 201) return answer(device.answer);
        try {
          if (request.headers['content-encoding'] !== 'aes128gcm')
            throw new Error(`content-encoding ${request.headers['content-encoding']}`);
          const ttl = Number(request.headers.ttl);
          if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${request.headers.ttl}`);
          const vapid = checkVapid(request.headers.authorization, origin);
          const push: DeliveredPush = {
            endpoint: `${origin}${request.url}`,
            text: decryptAes128gcm(Buffer.concat(chunks), device),
            ttl,
            urgency: request.headers.urgency as string | undefined,
            vapid,
          };
          service.delivered.push(push);
          await service.onDelivered?.(push);
          answer(201);
          waiters.splice(0).forEach((waiter) => waiter());
        } catch (error) {
          service.refused.push((error as Error).message);
          answer(400);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the local push service has no port');
  origin = `https://127.0.0.1:${address.port}`;
  service.origin = origin;
  return service;
}
