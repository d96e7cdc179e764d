import { SetMetadata } from '@nestjs/common';

export const SESSION_CONFIRMED_IN_WRITE = 'sessionConfirmedInWrite';
/**
 * For a write whose transaction reads its signed-in user anyway (the log insert's first statement): the
 * guard may take the user from the session cache, and the write confirms it with `confirmSession` in that
 * transaction, instead of one more read of the user before it. The service MUST call `confirmSession`.
 */
export const SessionConfirmedInWrite = () => SetMetadata(SESSION_CONFIRMED_IN_WRITE, true);
