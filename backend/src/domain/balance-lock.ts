/**
 * The year lock's shared key: every log-entry write holds it shared (in the trigger) until it commits, a
 * sign-off holds it exclusively while it inserts, so a sign-off answers only after every write that could
 * still land in its year has committed, and every later write sees the sign-off.
 */
export const YEAR_LOCK_KEY = 1414;

/** The SQLSTATE the trigger raises for a write into a signed year (a class of its own, no PostgreSQL code). */
export const YEAR_SIGNED_OFF_STATE = 'FGY01';

/** The years a balance may be asked for or signed: the register's calendar. */
export const MIN_BALANCE_YEAR = 2000;
export const MAX_BALANCE_YEAR = 2100;
