import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The migrations this build ships (their names as the migrator records them), read once. */
export function shippedMigrations(folder = join(__dirname, '..', 'database', 'migrations')): string[] {
  return readdirSync(folder)
    .filter((file) => /^Migration\d+\.(js|ts)$/.test(file))
    .map((file) => file.replace(/\.(js|ts)$/, ''))
    .sort();
}
