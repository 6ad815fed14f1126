/** The figures of a run as one aligned block, printed with console.log so that jest shows them. */
export function printFigures(title: string, rows: [string, string | number][]): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  console.log(`${title}\n${'-'.repeat(title.length)}\n${lines.join('\n')}`);
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * The app's ERROR lines with the first frames of our own code under each, counted by kind: what a
 * reader needs to find the line that answered 500 without reading the whole log.
 */
export function errorSites(log: string[]): string[] {
  const sites = new Map<string, number>();
  let current: string[] | null = null;
  const flush = () => {
    if (current) sites.set(current.join(' <- '), (sites.get(current.join(' <- ')) ?? 0) + 1);
    current = null;
  };
  for (const line of log) {
    const error = /\bERROR\s+(.*)$/.exec(line);
    if (error) {
      flush();
      current = [error[1].replace(/\b[0-9a-f]{8}-[0-9a-f-]{27}\b/g, '<id>').slice(0, 160)];
      continue;
    }
    const frame = /^\[app#\d+\]\s+at (?:async )?(\S+) \(.*\/backend\/dist\/(src\/[^:]+):(\d+)/.exec(line);
    if (current && frame && current.length < 4) current.push(`${frame[1]} (${frame[2]}:${frame[3]})`);
    else if (!/^\[app#\d+\]\s+at /.test(line)) flush();
  }
  flush();
  return [...sites].map(([site, n]) => `${n} x ${site}`);
}
