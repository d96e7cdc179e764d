import pg from 'pg';

export default async function globalTeardown() {
  const client = new pg.Client({ connectionString: process.env.TEST_DB_ADMIN_URL });
  await client.connect();
  const { rows } = await client.query(
    `select datname from pg_database where datname like 'fgas_test_%' and datname like '%' || $1 || '%'`,
    [String(process.pid)],
  );
  await client.query(`drop database if exists "${process.env.TEST_DB_TEMPLATE}"`);
  await client.end();
  void rows;
  if (globalThis.__EMBEDDED_PG__) await globalThis.__EMBEDDED_PG__.stop();
}
