import { describe, expect, it } from 'vitest';
import { EngineError, httpError, parseRetryAfter } from './errors.ts';

describe('parseRetryAfter', () => {
  it('reads retry-after-ms, seconds and HTTP dates', () => {
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '250.4' }))).toBe(250);
    expect(parseRetryAfter(new Headers({ 'retry-after': '1.5' }))).toBe(1500);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }), now)).toBe(
      30_000,
    );
    expect(parseRetryAfter(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});

describe('httpError', () => {
  it.each([
    [401, [], 'auth', false],
    [403, [], 'auth', false],
    [400, [], 'bad_request', false],
    [404, [], 'bad_request', false],
    [429, [], 'rate_limited', true],
    [429, ['insufficient_quota'], 'quota', false],
    [429, ['enforced_spend_limit_reached'], 'quota', false],
    [500, [], 'server', true],
    [529, [], 'server', true],
  ] as const)('%i %j → %s', (status, codes, kind, retryable) => {
    const error = httpError({ status, detail: 'x', codes: [...codes] });
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind, retryable, status });
  });
});
