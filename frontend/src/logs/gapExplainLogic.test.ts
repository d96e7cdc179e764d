import { describe, expect, it } from 'vitest';
import { canExplainGap, gapExplanationError, signedGap } from './gapExplainLogic';

describe('gap explanation rules (the server trims, wants 3..1000 characters)', () => {
  it.each([
    ['', 'logs.explainGap.required'],
    ['    ', 'logs.explainGap.required'],
    ['ab', 'logs.explainGap.tooShort'],
    ['  ab  ', 'logs.explainGap.tooShort'],
    ['abc', null],
    ['x'.repeat(1000), null],
    ['x'.repeat(1001), 'logs.explainGap.tooLong'],
  ])('%j -> %s', (text, expected) => {
    expect(gapExplanationError(text)).toBe(expected);
  });

  it('shows the gap signed, in the locale', () => {
    expect(signedGap(-0.5, 'nl')).toBe('-0,50');
    expect(signedGap(0.25, 'en')).toBe('+0.25');
  });

  it('offers "Explain" only on live entries with an unexplained gap', () => {
    expect(canExplainGap({ weightGap: -0.5, gapExplanation: null })).toBe(true);
    expect(canExplainGap({ weightGap: null, gapExplanation: null })).toBe(false);
    expect(canExplainGap({ weightGap: -0.5, gapExplanation: { text: 'x' } })).toBe(false);
    expect(canExplainGap({ weightGap: -0.5, gapExplanation: null, deleted: true })).toBe(false);
  });
});
