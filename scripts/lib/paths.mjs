import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dataDir = resolve(process.env.DATA_DIR ?? `${repoRoot}/.data`);
export const backendDist = `${repoRoot}/backend/dist`;
export const frontendDist = `${repoRoot}/frontend/dist`;
