// Values from a git-ignored .env at the repository root, when present; the environment wins.
import { existsSync } from 'node:fs';
import { repoRoot } from './paths.mjs';

const file = `${repoRoot}/.env`;
if (existsSync(file)) process.loadEnvFile(file);
