import { describe, expect, it } from 'vitest';
import { reportFilterKey, reportFilterOf } from './report-filter.ts';

const id = 'abcdefghijklmnopqrstuvwx';

describe('reportFilterOf', () => {
  it('asks for every filter of the URL, the one prompt as a list', () => {
    expect(
      reportFilterOf({
        from: '2026-03-01',
        to: '2026-03-07',
        engines: ['chatgpt'],
        tags: ['seoul'],
        intents: ['commercial'],
        branded: false,
        prompt: id,
      }),
    ).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      engines: ['chatgpt'],
      tags: ['seoul'],
      intents: ['commercial'],
      branded: false,
      prompts: [id],
    });
  });

  it('leaves out the filters not chosen and fills in a 7-day range', () => {
    expect(reportFilterOf({ to: '2026-03-07' })).toEqual({ from: '2026-03-01', to: '2026-03-07' });
  });
});

describe('reportFilterKey', () => {
  it('does not depend on the order of the choices, but on branded', () => {
    const base = { from: '2026-03-01', to: '2026-03-07' };
    expect(reportFilterKey({ ...base, tags: ['a', 'b'] })).toBe(
      reportFilterKey({ ...base, tags: ['b', 'a'] }),
    );
    expect(reportFilterKey({ ...base, branded: true })).not.toBe(
      reportFilterKey({ ...base, branded: false }),
    );
    expect(reportFilterKey({ ...base, branded: false })).not.toBe(reportFilterKey(base));
  });
});
