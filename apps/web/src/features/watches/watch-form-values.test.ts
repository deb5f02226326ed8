import { describe, expect, it } from 'vitest';
import { initialWatchValues, previewBody, saveBody, withKind } from './watch-form-values.ts';

describe('watch form values', () => {
  it('starts a new watch as an empty domain watch of every engine, and an edit from the stored watch', () => {
    expect(initialWatchValues()).toEqual({ name: '', kind: 'domain', target: '', engines: [] });
    expect(
      initialWatchValues({ name: 'Wiki', kind: 'brand', target: 'brand', engines: ['chatgpt'] }),
    ).toEqual({ name: 'Wiki', kind: 'brand', target: 'brand', engines: ['chatgpt'] });
  });

  it('keeps typed text across text kinds but not into or out of a brand key', () => {
    const typed = { name: '', kind: 'domain' as const, target: 'namu.wiki', engines: [] };
    expect(withKind(typed, 'keyword').target).toBe('namu.wiki');
    expect(withKind(typed, 'brand').target).toBe('');
    expect(withKind({ ...typed, kind: 'brand', target: 'brand' }, 'url').target).toBe('');
  });

  it('previews only with a target, and sends engines only when some are chosen', () => {
    expect(previewBody({ name: '', kind: 'keyword', target: '  ', engines: [] })).toBeNull();
    expect(previewBody({ name: '', kind: 'keyword', target: ' 가성비 ', engines: [] })).toEqual({
      data: { kind: 'keyword', target: '가성비' },
    });
    expect(previewBody({ name: '', kind: 'domain', target: 'a.com', engines: ['gemini'] })).toEqual({
      data: { kind: 'domain', target: 'a.com', engines: ['gemini'] },
    });
  });

  it('names a watch after its target when the name is left empty, and always sends its engines', () => {
    expect(saveBody({ name: ' ', kind: 'brand', target: 'c1', engines: [] }, '별빛커피')).toEqual({
      data: { name: '별빛커피', kind: 'brand', target: 'c1', engines: [] },
    });
    expect(
      saveBody({ name: '', kind: 'domain', target: ' namu.wiki ', engines: [] }, undefined).data.name,
    ).toBe('namu.wiki');
    expect(
      saveBody({ name: ' 위키 ', kind: 'domain', target: 'namu.wiki', engines: ['chatgpt'] }, 'x'),
    ).toEqual({
      data: { name: '위키', kind: 'domain', target: 'namu.wiki', engines: ['chatgpt'] },
    });
  });
});
