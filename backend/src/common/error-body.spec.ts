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
