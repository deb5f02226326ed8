import { describe, expect, it } from 'vitest';
import { parseAllowedHosts } from './allowed-hosts.ts';
import { baseUrlProblem } from './check-base-url.ts';

const none = parseAllowedHosts([]);

describe('baseUrlProblem', () => {
  it('accepts public https and http URLs and names it cannot judge without resolving', () => {
    for (const url of [
      'https://api.openai.com/v1',
      'https://proxy.example.com/v1',
      'http://ollama.internal:11434/v1',
      'https://8.8.8.8/v1',
      'https://[2606:4700:4700::1111]/',
    ]) {
      expect(baseUrlProblem(url, none), url).toBeNull();
    }
  });

  it('refuses literal blocked addresses in every spelling, and localhost', () => {
    for (const url of [
      'http://127.0.0.1:11434/v1',
      'http://localhost:11434/v1',
      'http://LOCALHOST./v1',
      'http://api.localhost/v1',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://169.254.169.254/latest',
      'http://10.1.2.3/',
      'http://0.0.0.0/',
      'http://[fe80::1]/',
    ]) {
      expect(baseUrlProblem(url, none), url).toMatch(/must not point at a .* address/);
    }
    expect(baseUrlProblem('http://169.254.169.254/', none)).toContain('link-local');
  });

  it('accepts what the operator allows', () => {
    const allowed = parseAllowedHosts(['localhost:11434', '10.0.0.0/8']);
    expect(baseUrlProblem('http://localhost:11434/v1', allowed)).toBeNull();
    expect(baseUrlProblem('http://localhost:3000/v1', allowed)).not.toBeNull();
    expect(baseUrlProblem('http://10.1.2.3/v1', allowed)).toBeNull();
  });

  it('refuses other schemes and credentials in the URL', () => {
    expect(baseUrlProblem('ftp://files.example.com', none)).toBe('must be an http(s) URL');
    expect(baseUrlProblem('file:///etc/passwd', none)).toBe('must be an http(s) URL');
    expect(baseUrlProblem('not a url', none)).toBe('must be an http(s) URL');
    expect(baseUrlProblem('https://user:pass@api.example.com/', none)).toMatch(/user name or password/);
  });
});
