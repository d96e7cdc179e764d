import { describe, expect, it } from 'vitest';
import { emailError, firstError, numberError, requiredError } from './fieldErrors';
import { appEn } from '../i18n/en';
import { appNl } from '../i18n/nl';

describe("the app's own field checks (translated, never the browser's bubbles)", () => {
  it.each([
    ['', 'app.validation.required'],
    ['   ', 'app.validation.required'],
    ['x', null],
  ])('required %j', (v, key) => expect(requiredError(v)?.key ?? null).toBe(key));

  it.each([
    ['a@b.nl', null],
    ['', null],
    ['a@b', 'app.validation.email'],
    ['a b@c.nl', 'app.validation.email'],
    ['@c.nl', 'app.validation.email'],
  ])('email %j', (v, key) => expect(emailError(v)?.key ?? null).toBe(key));

  it.each([
    ['12,5', null],
    ['0', null],
    ['1000', null],
    ['', null],
    ['-1', 'app.validation.min'],
    ['1000.001', 'app.validation.max'],
    ['1e3', 'app.validation.number'],
    ['abc', 'app.validation.number'],
  ])('number %j in [0, 1000]', (v, key) => expect(numberError(v, 0, 1000)?.key ?? null).toBe(key));

  it('firstError answers the first failing check', () => {
    expect(firstError(null, requiredError(''), numberError('x', 0, 1))?.key).toBe('app.validation.required');
  });

  it('every message key exists in both languages', () => {
    for (const key of ['required', 'email', 'number', 'min', 'max', 'minLength']) {
      expect(appEn.app.validation).toHaveProperty(key);
      expect(appNl.app.validation).toHaveProperty(key);
    }
  });
});
