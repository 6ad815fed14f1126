import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKEND, readEndpointTypes } from './endpoint-types';

/** Imported by the API document (src/modules/api-docs/api-document.ts), so the build copies it. */
const ENDPOINT_TYPES_FILE = join(BACKEND, 'src', 'modules', 'api-docs', 'endpoint-types.generated.json');

/**
 * `npm run openapi:types`: rewrites the endpoint types the API document is built from after a
 * controller or a contracts/ type changes. `--check` only says whether the file is current (the
 * API document's test runs the same comparison).
 */
function main(): void {
  const current = JSON.stringify(readEndpointTypes(), null, 2) + '\n';
  const committed = readFileSync(ENDPOINT_TYPES_FILE, 'utf8');
  if (process.argv.includes('--check')) {
    if (current !== committed) {
      console.error(`${ENDPOINT_TYPES_FILE} is out of date: run npm run openapi:types -w backend`);
      process.exit(1);
    }
    console.log('The endpoint types are current.');
    return;
  }
  writeFileSync(ENDPOINT_TYPES_FILE, current);
  console.log(current === committed ? 'The endpoint types were already current.' : `Wrote ${ENDPOINT_TYPES_FILE}`);
}

main();
