import { describe, expect, it } from 'vitest';
import { classifyScan } from './scanText';

describe('classifyScan', () => {
  it.each([
    ['https://fgas.example.com/cylinder/42', { kind: 'cylinderUrl', id: 42 }],
    ['http://localhost:3000/cylinder/7?action=charge', { kind: 'cylinderUrl', id: 7 }],
    ['  17 ', { kind: 'code', code: '17' }],
    ['FG-0001', { kind: 'code', code: 'FG-0001' }],
    ['8712345678906', { kind: 'code', code: '8712345678906' }],
    ['https://example.com/some/page', { kind: 'invalid' }],
    ['   ', { kind: 'invalid' }],
    ['a\u0000b', { kind: 'invalid' }],
    ['https://x/cylinder/99999999999', { kind: 'invalid' }],
  ])('%j', (text, expected) => expect(classifyScan(text)).toMatchObject(expected));
});
