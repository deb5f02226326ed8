import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedHosts } from './allowed-hosts.ts';
import { BlockedAddressError, findBlockedAddress } from './blocked-address-error.ts';
import { addressToConnect, createGuardedFetch, type GuardedFetch } from './guarded-fetch.ts';

const secret = 'internal-secret-7f3a';

/** A loopback listener that answers every request with a secret; counts what reached it. */
let hits = 0;
let target: Server;
let targetPort: number;
/** A loopback listener that redirects every request to `Location` taken from its query. */
let redirector: Server;
let redirectorPort: number;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  target = createServer((_req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': 'text/plain' }).end(secret);
  });
  redirector = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
    res.writeHead(302, { location: to }).end();
  });
  targetPort = await listen(target);
  redirectorPort = await listen(redirector);
});
afterAll(async () => {
  target.closeAllConnections();
  redirector.closeAllConnections();
  await Promise.all([target, redirector].map((s) => new Promise((r) => s.close(r))));
});

const guards: GuardedFetch[] = [];
function guarded(allowedHosts: string[] = [], resolve?: (host: string) => Promise<string[]>) {
  const guard = createGuardedFetch({ allowedHosts, ...(resolve ? { resolve } : {}) });
  guards.push(guard);
  return guard.fetch;
}
afterEach(async () => {
  await Promise.all(guards.splice(0).map((g) => g.close()));
  hits = 0;
});

async function refusal(promise: Promise<unknown>): Promise<BlockedAddressError> {
  const error = await promise.then(
    () => {
      throw new Error('the request was not refused');
    },
    (e: unknown) => e,
  );
  const blocked = findBlockedAddress(error);
  if (!blocked) throw new Error(`refused for another reason: ${String(error)}`);
  return blocked;
}

describe('createGuardedFetch', () => {
  it('refuses loopback, private, link-local and unspecified addresses in every spelling', async () => {
    const fetch = guarded();
    const urls = [
      `http://127.0.0.1:${targetPort}/`,
      `http://localhost:${targetPort}/`,
      `http://[::1]:${targetPort}/`,
      `http://[::ffff:127.0.0.1]:${targetPort}/`,
      `http://2130706433:${targetPort}/`,
      `http://0x7f.1:${targetPort}/`,
      `http://0177.0.0.1:${targetPort}/`,
      `http://0.0.0.0:${targetPort}/`,
      `http://127.1:${targetPort}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://10.0.0.1/',
      'http://192.168.0.1/',
      'http://172.16.0.1/',
      'http://100.64.0.1/',
      'http://[fe80::1]/',
      'https://127.0.0.1/',
    ];
    for (const url of urls) {
      const blocked = await refusal(fetch(url));
      expect(blocked.addressClass, url).not.toBe('public');
    }
    expect(hits).toBe(0);
  });

  it('checks the addresses a name resolves to: one blocked answer refuses the name (DNS rebinding)', async () => {
    const answers: Record<string, string[]> = {
      'metadata.attacker.test': ['169.254.169.254'],
      'rebind.attacker.test': ['93.184.215.14', '10.0.0.5'],
      'mapped.attacker.test': ['::ffff:127.0.0.1'],
    };
    const fetch = guarded([], async (host) => answers[host] ?? []);
    expect((await refusal(fetch('http://metadata.attacker.test/'))).address).toBe('169.254.169.254');
    expect((await refusal(fetch('http://rebind.attacker.test/'))).address).toBe('10.0.0.5');
    expect((await refusal(fetch(`http://mapped.attacker.test:${targetPort}/`))).addressClass).toBe(
      'loopback',
    );
    expect(hits).toBe(0);
  });

  it('connects where the operator allows it: by address, by range, by name, each optionally by port', async () => {
    for (const allowed of [
      ['127.0.0.1'],
      [`127.0.0.1:${targetPort}`],
      ['127.0.0.0/8'],
      [`localhost:${targetPort}`],
    ]) {
      const host = allowed[0]?.startsWith('localhost') ? 'localhost' : '127.0.0.1';
      const response = await guarded(allowed)(`http://${host}:${targetPort}/`);
      expect(await response.text(), allowed.join()).toBe(secret);
    }
    expect(hits).toBe(4);
    // Allowed on another port only: still refused.
    await refusal(guarded([`127.0.0.1:${targetPort + 1}`])(`http://127.0.0.1:${targetPort}/`));
    await refusal(guarded([`localhost:${targetPort + 1}`])(`http://localhost:${targetPort}/`));
    expect(hits).toBe(4);
  });

  it('checks every redirect it follows on the address it connects to', async () => {
    const fetch = guarded([`127.0.0.1:${redirectorPort}`]);
    for (const to of [
      `http://127.0.0.1:${targetPort}/`,
      `http://localhost:${targetPort}/`,
      `http://2130706433:${targetPort}/`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      await refusal(fetch(`http://127.0.0.1:${redirectorPort}/?to=${encodeURIComponent(to)}`));
    }
    expect(hits).toBe(0);
    // The same redirect is followed when the operator allows its target.
    const open = guarded([`127.0.0.1:${redirectorPort}`, `127.0.0.1:${targetPort}`]);
    const to = encodeURIComponent(`http://127.0.0.1:${targetPort}/`);
    expect(await (await open(`http://127.0.0.1:${redirectorPort}/?to=${to}`)).text()).toBe(secret);
  });
});

// A self-signed certificate for `secure.test` (valid 2000–2125), made for this test only.
const testKey = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgOiQPpAqNJuFM6/lQ
eZXn9eIMove/TakIjKz7nK1r5+ihRANCAAQ+CuueD1PDljzNtMJoksEhGPkv3KSF
fxwi0Yefcjvm0WcGlIMGPSeftNO4jMazBxOBHzRErLKjtwwTd6km20do
-----END PRIVATE KEY-----`;
const testCert = `-----BEGIN CERTIFICATE-----
MIIBZzCCAQ2gAwIBAgIBATAKBggqhkjOPQQDAjAWMRQwEgYDVQQDDAtzZWN1cmUu
dGVzdDAgFw0wMDAxMDEwMDAwMDBaGA8yMTI1MDEwMTAwMDAwMFowFjEUMBIGA1UE
AwwLc2VjdXJlLnRlc3QwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQ+CuueD1PD
ljzNtMJoksEhGPkv3KSFfxwi0Yefcjvm0WcGlIMGPSeftNO4jMazBxOBHzRErLKj
twwTd6km20doo0owSDAWBgNVHREEDzANggtzZWN1cmUudGVzdDAPBgNVHRMBAf8E
BTADAQH/MB0GA1UdDgQWBBReflFtZ8HIWS9Q7qtN4gdSe2hv+jAKBggqhkjOPQQD
AgNIADBFAiEAmBLliw3LZktNAK3Gx4+v/SrJ1Dq2Phyk9Ij4htN/rrsCIF1+DVpY
0bCvqXvOHwybGpZhgVxexv5mFKzmUGWfhySE
-----END CERTIFICATE-----`;

describe('a connection pinned to the checked address', () => {
  it('still sends the name for SNI and verifies the certificate against the name, not the address', async () => {
    const https = createHttpsServer({ key: testKey, cert: testCert }, (_req, res) => {
      res.writeHead(200).end('tls ok');
    });
    await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
    const port = (https.address() as AddressInfo).port;
    try {
      // Allowed by address only, so the name is resolved by the guard and the connection pinned to 127.0.0.1.
      const guard = createGuardedFetch({
        allowedHosts: ['127.0.0.1'],
        resolve: async () => ['127.0.0.1'],
        ca: testCert,
      });
      guards.push(guard);
      expect(await (await guard.fetch(`https://secure.test:${port}/`)).text()).toBe('tls ok');
      // Another name pinned to the same address does not match the certificate.
      const error = await guard.fetch(`https://other.test:${port}/`).catch((e: unknown) => e);
      expect(findBlockedAddress(error)).toBeUndefined();
      expect(String((error as Error).cause)).toMatch(/altnames|certificate/i);
    } finally {
      https.closeAllConnections();
      await new Promise((resolve) => https.close(resolve));
    }
  });
});

describe('addressToConnect', () => {
  const none = parseAllowedHosts([]);
  it('pins a public name to the address it checked', async () => {
    expect(await addressToConnect('api.example.test', 443, none, async () => ['93.184.215.14'])).toBe(
      '93.184.215.14',
    );
    expect(await addressToConnect('2606:4700::1111', 443, none, async () => [])).toBe('2606:4700::1111');
  });
  it('leaves an allowed name to the usual resolution', async () => {
    const allowed = parseAllowedHosts(['ollama.internal:11434']);
    expect(await addressToConnect('ollama.internal', 11434, allowed, async () => ['10.0.0.2'])).toBeNull();
    await expect(addressToConnect('ollama.internal', 80, allowed, async () => ['10.0.0.2'])).rejects.toThrow(
      BlockedAddressError,
    );
  });
});
