import { describe, expect, it } from 'vitest';
import { ruleFor } from './route-rules.ts';

describe('route rules', () => {
  const rules = {
    '/analytics': { redirect: '/analytics/overview' },
    '/help': { redirect: 'https://docs.example.com/sightline' },
    '/old': { redirect: '//cdn.example.com/x' },
  };

  it('redirects inside the app, with or without a trailing slash', () => {
    expect(ruleFor('/analytics', rules)).toEqual({ kind: 'internal', to: '/analytics/overview' });
    expect(ruleFor('/analytics/', rules)).toEqual({ kind: 'internal', to: '/analytics/overview' });
  });

  it('treats absolute and protocol-relative targets as external (full page navigation)', () => {
    expect(ruleFor('/help', rules)).toEqual({ kind: 'external', href: 'https://docs.example.com/sightline' });
    expect(ruleFor('/old', rules)).toEqual({ kind: 'external', href: '//cdn.example.com/x' });
  });

  it('leaves other paths alone', () => {
    expect(ruleFor('/analytics/overview', rules)).toEqual({ kind: 'none' });
    expect(ruleFor('/', rules)).toEqual({ kind: 'none' });
  });
});
