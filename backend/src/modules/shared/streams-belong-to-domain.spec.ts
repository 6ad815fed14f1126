import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Streams belong to the domain (docs/architecture/event-store.md): a stream's name is spelled once,
 * in `domain/<aggregate>/<aggregate>.stream.ts`, and everything else imports it. A module that
 * builds `call-${id}` itself can drift from the domain's name and read or write the wrong stream.
 * This test fails the build, naming file and line, when application code outside the domain
 * spells a stream name.
 */
const SRC = join(__dirname, '../..');
const PREFIXES = ['call', 'program', 'membership', 'affiliate-wallet', 'merchant-billing', 'payout-method', 'clicks', 'affiliate-primary', 'account-status'];
const SPELLED = new RegExp(String.raw`[\`'"](?:${PREFIXES.join('|')})-(?:\$\{|['"]\s*\+)`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.spec(-fixtures)?\.ts$|\.int\.spec\.ts$|spec-fixtures\.ts$/.test(name) ? [path] : [];
  });
}

export function streamNamesSpelledOutsideDomain(): string[] {
  return ['modules', 'projections', 'infrastructure'].flatMap((top) =>
    sourceFiles(join(SRC, top)).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (SPELLED.test(line) ? [`${relative(SRC, file)}:${index + 1}: ${line.trim()}`] : [])),
    ),
  );
}

describe('stream names', () => {
  it('are spelled only in the domain', () => {
    expect(streamNamesSpelledOutsideDomain()).toEqual([]);
  });
});
