import { ALSO_SENT_AS, ERROR_CODES } from './error-codes';

describe('error code catalogue', () => {
  it.each(Object.entries(ERROR_CODES))('%s is UPPER_SNAKE with a 4xx/5xx status', (code, status) => {
    expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });

  it.each(Object.entries(ALSO_SENT_AS))('%s: its second status is another 4xx/5xx', (code, status) => {
    expect(status).not.toBe(ERROR_CODES[code as keyof typeof ERROR_CODES]);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });
});
