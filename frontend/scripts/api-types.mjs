/**
 * The web app's API types, generated from the committed OpenAPI file (openapi/openapi.json) into
 * src/api/schema.d.ts, formatted like the rest of the code. Run by `npm run openapi` after the spec; a
 * test fails when the committed file is stale. Dev time only: nothing is fetched.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

export const SPEC = fileURLToPath(new URL('../../openapi/openapi.json', import.meta.url));
export const TARGET = fileURLToPath(new URL('../src/api/schema.d.ts', import.meta.url));

const HEADER = `/**
 * Generated from openapi/openapi.json by frontend/scripts/api-types.mjs (\`npm run openapi\`): do not edit.
 * Name the types through src/api/types.ts.
 */
`;

export async function generateApiTypes() {
  const ast = await openapiTS(JSON.parse(await readFile(SPEC, 'utf8')));
  const text = HEADER + astToString(ast);
  const options = await prettier.resolveConfig(TARGET);
  return prettier.format(text, { ...options, filepath: TARGET });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(TARGET, await generateApiTypes());
  console.log(`Wrote ${TARGET}`);
}
