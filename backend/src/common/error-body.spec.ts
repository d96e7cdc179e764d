import { DriverException } from '@mikro-orm/core';
import { toErrorBody } from './error-body';

const driverError = (code: string) =>
  new DriverException(Object.assign(new Error(`select secret from users -- ${code}`), { code }));

describe('toErrorBody: database errors caused by input', () => {
  it.each([
    ['22021', 400, 'INVALID_TEXT', 'Text may not contain control characters'],
    ['22P05', 400, 'INVALID_TEXT', 'Text may not contain control characters'],
    ['08P01', 400, 'INVALID_TEXT', 'Text may not contain control characters'],
    ['23502', 400, 'VALIDATION_FAILED', 'A required value is missing'],
    ['22P02', 400, 'VALIDATION_FAILED', 'A value is not valid or out of range'],
    ['22007', 400, 'VALIDATION_FAILED', 'A value is not valid or out of range'],
    ['22008', 400, 'VALIDATION_FAILED', 'A value is not valid or out of range'],
    ['22003', 400, 'VALIDATION_FAILED', 'A value is not valid or out of range'],
    ['42P01', 500, 'INTERNAL_ERROR', 'Internal server error'],
    ['53300', 500, 'INTERNAL_ERROR', 'Internal server error'],
  ])('SQLSTATE %s → %i %s, without SQL', (code, statusCode, errorCode, message) => {
    const body = toErrorBody(driverError(code));
    expect(body).toEqual({ statusCode, code: errorCode, error: message, message });
  });

  it('keeps an error without SQLSTATE a 500', () => {
    expect(toErrorBody(new DriverException(new Error('connection lost'))).statusCode).toBe(500);
  });
});

describe('toErrorBody: a write conflict left after the retries', () => {
  const message = 'Other changes to the same records were saved at the same moment: try again';
  it.each(['40001', '40P01'])(
    'SQLSTATE %s from MikroORM or straight from pg → 409 WRITE_CONFLICT',
    (code) => {
      const expected = { statusCode: 409, code: 'WRITE_CONFLICT', error: message, message };
      expect(toErrorBody(driverError(code))).toEqual(expected);
      expect(toErrorBody(Object.assign(new Error('deadlock detected'), { code }))).toEqual(expected);
    },
  );
});
