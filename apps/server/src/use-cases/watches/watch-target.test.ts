import { ValidationError } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { watchTarget } from './watch-target.ts';

const domainWatch = (target: string) =>
  watchTarget({ kind: 'domain', target, engines: ['gemini', 'chatgpt'] }, []);

describe('watchTarget (domain)', () => {
  it('follows the site a citation is filed under', () => {
    expect(domainWatch('https://m.blog.naver.com/someone/223456789')).toEqual({
      kind: 'domain',
      target: 'blog.naver.com',
      engines: ['chatgpt', 'gemini'],
    });
    expect(domainWatch('news.naver.com').target).toBe('n.news.naver.com');
    // A registrable domain follows every site under it; a plain company subdomain is filed under its domain.
    expect(domainWatch('WWW.Naver.com').target).toBe('naver.com');
    expect(domainWatch('shop.samsung.com').target).toBe('samsung.com');
  });

  it('names the field when the target is not a domain', () => {
    expect(() => domainWatch('not a domain')).toThrow(ValidationError);
  });
});
