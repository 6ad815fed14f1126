// Writes a .br and a .gz beside every text file of dist over 1 kB, after `vite build`
// (package.json "build"). The backend sends the one the browser accepts with the original's type
// (backend/src/infrastructure/http/serve-frontend.ts), so nothing is compressed per request.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT_TYPES = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml']);
// Below this, the header bytes saved are not worth a second and third file.
const MIN_BYTES = 1024;

const compressors = [
  {
    suffix: '.br',
    compress: (bytes) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: '.gz', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
];

/** Every file under dir; dot-folders (Vite's .vite/manifest.json) are build records, never served. */
function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

let written = 0;
let before = 0;
let afterBrotli = 0;
for (const file of filesUnder(dist)) {
  if (!TEXT_TYPES.has(extname(file)) || statSync(file).size <= MIN_BYTES) continue;
  const bytes = readFileSync(file);
  before += bytes.length;
  for (const { suffix, compress } of compressors) {
    const compressed = compress(bytes);
    if (compressed.length < bytes.length) {
      writeFileSync(file + suffix, compressed);
      written += 1;
      if (suffix === '.br') afterBrotli += compressed.length;
    } else {
      // Not smaller: the plain file goes out, and no sibling from an earlier run may shadow it.
      rmSync(file + suffix, { force: true });
      if (suffix === '.br') afterBrotli += bytes.length;
    }
  }
}
console.log(`precompress: ${written} files written; ${before} bytes of text, ${afterBrotli} with brotli`);
