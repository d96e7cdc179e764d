/**
 * PostgreSQL's own errors as the driver throws them from native queries (MikroORM's exception classes
 * wrap only what goes through the entity manager): a unique or foreign-key violation, by SQLSTATE and
 * optionally by the constraint's name, so a repository can answer its own 409 or 400.
 */
function violation(error: unknown, state: string, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === state && (constraint === undefined || name === constraint);
}

export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  violation(error, '23505', constraint);

export const isForeignKeyViolation = (error: unknown, constraint?: string): boolean =>
  violation(error, '23503', constraint);
