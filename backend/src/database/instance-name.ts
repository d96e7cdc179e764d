import { randomBytes } from 'node:crypto';

/**
 * This process's `application_name` on its database connections: at the end of a drain the queries still
 * running for this instance (and only this one) can be found in pg_stat_activity and cancelled.
 */
export const INSTANCE_APPLICATION_NAME = `fgas-api-${process.pid}-${randomBytes(3).toString('hex')}`;
