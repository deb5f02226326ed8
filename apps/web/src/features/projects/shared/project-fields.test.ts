import { describe, expect, it } from 'vitest';
import type { Project } from '../../../lib/api/types.ts';
import { projectFieldOf, projectFieldValues, toProjectFields } from './project-fields.ts';

/** A stored project with only the fields the settings form reads (the rest is not looked at). */
const stored = (category: string | null) =>
  ({
    name: 'Lumiel',
    brandName: '루미엘',
    brandAliases: ['Lumiel'],
    description: '',
    category,
    language: 'ko',
    country: 'KR',
    engines: ['simulated'],
    scheduleTime: '21:30',
    timezone: 'Asia/Seoul',
    samplesPerRun: 2,
  }) as unknown as Project;

describe('the settings form and the category', () => {
  it('edits a stored category and a missing one as text', () => {
    expect(projectFieldValues(stored('카페')).category).toBe('카페');
    expect(projectFieldValues(stored(null)).category).toBe('');
  });

  it('saves the category trimmed, and an empty one as none', () => {
    const values = projectFieldValues(stored(null));
    expect(toProjectFields({ ...values, category: '  화장품/스킨케어 ' }).category).toBe('화장품/스킨케어');
    expect(toProjectFields({ ...values, category: '   ' }).category).toBeNull();
    expect(toProjectFields(values)).toMatchObject({
      scheduleTime: '21:30',
      samplesPerRun: 2,
      category: null,
    });
  });

  it('shows a server error about the category next to its field', () => {
    expect(projectFieldOf('category')).toBe('category');
  });
});
