/**
 * The year lock's shared key: every log-entry write holds it shared (in the trigger) until it commits, a
 * sign-off holds it exclusively while it inserts, so a sign-off answers only after every write that could
 * still land in its year has committed, and every later write sees the sign-off.
 */
export const YEAR_LOCK_KEY = 1414;

/**
 * The SQLSTATE the triggers raise for a write that would change a signed year's balance (a class of its own,
 * no PostgreSQL code).
 */
export const YEAR_SIGNED_OFF_STATE = 'FGY01';

/** The years a balance may be asked for or signed: the register's calendar. */
export const MIN_BALANCE_YEAR = 2000;
export const MAX_BALANCE_YEAR = 2100;

/** The SQLSTATE for an entry dated after its cylinder's return (trigger log_entries_after_return). */
export const CYLINDER_RETURNED_STATE = 'FGR01';

/** The SQLSTATE for a return dated before a live entry of the cylinder (trigger cylinders_year_lock). */
export const RETURN_BEFORE_ENTRY_STATE = 'FGR02';
