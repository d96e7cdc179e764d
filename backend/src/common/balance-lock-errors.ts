import {
  CYLINDER_RETURNED_STATE,
  RETURN_BEFORE_ENTRY_STATE,
  YEAR_SIGNED_OFF_STATE,
} from '../domain/balance-lock';
import { conflict, type AppError } from './app-error';

export const yearSignedOff = () =>
  conflict(
    'YEAR_SIGNED_OFF',
    'This year has been signed off: its balance can no longer change. Record a correction in the next year',
  );

/**
 * The answer to a write the database refused to keep the balance whole (migrations 20261125063000 and
 * 20261125092650), or undefined for any other error. The triggers send the date that decided as DETAIL.
 */
export function balanceLockRefusal(error: unknown): AppError | undefined {
  const { code, detail } = (error ?? {}) as { code?: unknown; detail?: unknown };
  const date = typeof detail === 'string' ? detail : undefined;
  switch (code) {
    case YEAR_SIGNED_OFF_STATE:
      return yearSignedOff();
    case CYLINDER_RETURNED_STATE:
      return conflict(
        'CYLINDER_RETURNED',
        `This cylinder was returned to its supplier on ${date}: it takes no entries dated after that day`,
        { returnedOn: date },
      );
    case RETURN_BEFORE_ENTRY_STATE:
      return conflict(
        'RETURN_BEFORE_LAST_ENTRY',
        `This cylinder has an entry dated ${date}: it cannot have been returned before that day`,
        { lastEntryOn: date },
      );
    default:
      return undefined;
  }
}

/** Runs a write, answering the balance lock's refusals as their 409s. */
export async function withBalanceLock<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw balanceLockRefusal(error) ?? error;
  }
}
