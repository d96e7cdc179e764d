import type { EntityManager } from '@mikro-orm/postgresql';
import { INSTANCE_APPLICATION_NAME } from './instance-name';

interface RawConnection {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Cancels the queries this instance still has running (its pool's connections carry its application
 * name): their transactions roll back and their requests fail with 57014. On a connection of its own, made
 * and closed here, so a full pool cannot keep it waiting.
 */
export async function cancelRunningQueries(em: EntityManager): Promise<void> {
  const client = em.getKnex().client;
  const connection = (await client.acquireRawConnection()) as RawConnection;
  try {
    await connection.query(
      `select pg_cancel_backend(pid) from pg_stat_activity
        where application_name = $1 and pid <> pg_backend_pid() and state <> 'idle'`,
      [INSTANCE_APPLICATION_NAME],
    );
  } catch {
    // The database is gone: the requests waiting on it fail by themselves.
  } finally {
    await client.destroyRawConnection(connection);
  }
}
