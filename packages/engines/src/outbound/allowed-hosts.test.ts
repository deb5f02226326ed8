import { describe, expect, it } from 'vitest';
import { AllowedHostsError, parseAllowedHosts } from './allowed-hosts.ts';

describe('parseAllowedHosts', () => {
  it('allows nothing when empty', () => {
    const allowed = parseAllowedHosts([]);
    expect(allowed.allowsName('localhost', 11434)).toBe(false);
    expect(allowed.allowsAddress('127.0.0.1', 80)).toBe(false);
  });

  it('matches a host name on any port, or on its port only', () => {
    const allowed = parseAllowedHosts(['ollama.internal', 'localhost:11434']);
    expect(allowed.allowsName('ollama.internal', 80)).toBe(true);
    expect(allowed.allowsName('OLLAMA.internal.', 8080)).toBe(true);
    expect(allowed.allowsName('localhost', 11434)).toBe(true);
    expect(allowed.allowsName('localhost', 3000)).toBe(false);
    expect(allowed.allowsName('evil.ollama.internal', 80)).toBe(false);
    expect(allowed.allowsName('ollama.internal.evil.com', 80)).toBe(false);
    // A name never allows the address it resolves to, and an address literal is not a name.
    expect(allowed.allowsAddress('127.0.0.1', 11434)).toBe(false);
  });

  it('matches single addresses and CIDR ranges, IPv4 and IPv6, with optional ports', () => {
    const allowed = parseAllowedHosts([
      '127.0.0.1',
      '10.0.0.0/8',
      '192.168.1.0/24:8080',
      '::1',
      'fd00::/8',
      '[fe80::1]:11434',
      '[fc00::]/7:9000',
      '172.16.5.5:443',
    ]);
    expect(allowed.allowsAddress('127.0.0.1', 3000)).toBe(true);
    expect(allowed.allowsAddress('127.0.0.2', 3000)).toBe(false);
    expect(allowed.allowsAddress('10.200.3.4', 80)).toBe(true);
    expect(allowed.allowsAddress('11.0.0.1', 80)).toBe(false);
    expect(allowed.allowsAddress('192.168.1.77', 8080)).toBe(true);
    expect(allowed.allowsAddress('192.168.1.77', 8081)).toBe(false);
    expect(allowed.allowsAddress('192.168.2.77', 8080)).toBe(false);
    expect(allowed.allowsAddress('::1', 1)).toBe(true);
    expect(allowed.allowsAddress('fd12::5', 1)).toBe(true);
    expect(allowed.allowsAddress('fc12::5', 1)).toBe(false);
    expect(allowed.allowsAddress('fc12::5', 9000)).toBe(true);
    expect(allowed.allowsAddress('fe80::1', 11434)).toBe(true);
    expect(allowed.allowsAddress('fe80::1', 80)).toBe(false);
    expect(allowed.allowsAddress('172.16.5.5', 443)).toBe(true);
    expect(allowed.allowsAddress('172.16.5.5', 80)).toBe(false);
  });

  it('lets an allowed IPv4 range cover the IPv6 forms of its addresses', () => {
    const allowed = parseAllowedHosts(['127.0.0.1', '10.0.0.0/8']);
    expect(allowed.allowsAddress('::ffff:127.0.0.1', 80)).toBe(true);
    expect(allowed.allowsAddress('::ffff:7f00:1', 80)).toBe(true);
    expect(allowed.allowsAddress('::ffff:a01:203', 80)).toBe(true);
    expect(allowed.allowsAddress('::ffff:7f00:2', 80)).toBe(false);
    // ::1 is IPv6 loopback, not an IPv4 address: allowing 127.0.0.1 does not allow it.
    expect(allowed.allowsAddress('::1', 80)).toBe(false);
  });

  it('names a bad entry', () => {
    for (const bad of [
      '10.0.0.0/33',
      'host:99999',
      'host:0',
      'a b',
      '[::1',
      '[127.0.0.1]',
      'http://x',
      'fd00::/129',
    ]) {
      expect(() => parseAllowedHosts([bad]), bad).toThrow(AllowedHostsError);
    }
    expect(() => parseAllowedHosts(['10.0.0.0/33'])).toThrow(/"10.0.0.0\/33"/);
  });
});
