/**
 * A one-line progress bar on a terminal; on a pipe (CI logs) a line every 10% instead, so logs
 * stay readable.
 */
export function createProgressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastDecile = -1;
  return {
    update(done: number, total: number): void {
      const fraction = total > 0 ? Math.min(1, done / total) : 1;
      const seconds = (Date.now() - started) / 1000;
      const rate = seconds > 0 ? Math.round(done / seconds) : 0;
      const text = `${label} ${(fraction * 100).toFixed(0).padStart(3)}% ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} events, ${rate.toLocaleString('en-US')} events/s`;
      if (stream.isTTY) {
        const width = 30;
        const filled = Math.round(fraction * width);
        stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}`);
      } else if (Math.floor(fraction * 10) > lastDecile) {
        lastDecile = Math.floor(fraction * 10);
        stream.write(`${text}\n`);
      }
    },
    finish(): void {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
