import { describe, expect, it } from 'vitest';
import { isButtonLabel, stripButtonLabels } from './google-button-labels.ts';

describe('stripButtonLabels', () => {
  it('drops labels glued to the end of a sentence or in a run, in English and Korean', () => {
    expect(stripButtonLabels('Known for its pastries.WebsiteDirections')).toBe('Known for its pastries.');
    expect(stripButtonLabels('The first branch. Call Directions Website')).toBe('The first branch.');
    expect(stripButtonLabels('베이커리 카페입니다.웹사이트경로전화')).toBe('베이커리 카페입니다.');
    expect(stripButtonLabels('Fritz CoffeeWebsiteDirections 4.6 stars')).toBe('Fritz Coffee 4.6 stars');
    expect(stripButtonLabels('A hanok cafe.Website')).toBe('A hanok cafe.');
  });

  it('keeps a label that is a word of the sentence, unless it is the text of the block’s link', () => {
    expect(stripButtonLabels('Check the Website')).toBe('Check the Website');
    expect(stripButtonLabels('Check the Website', new Set(['Website']))).toBe('Check the');
    expect(stripButtonLabels('Take the scenic Route')).toBe('Take the scenic Route');
    expect(stripButtonLabels('Callbacks are fine. Call Routes')).toBe('Callbacks are fine. Call Routes');
  });

  it('tells a text that is only labels', () => {
    expect(['Website', '전화 · 경로', 'Directions Call'].map(isButtonLabel)).toEqual([true, true, true]);
    expect(['Websites', '전화번호'].map(isButtonLabel)).toEqual([false, false]);
    expect(stripButtonLabels('웹사이트')).toBe('');
  });
});
