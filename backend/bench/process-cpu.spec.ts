import { spawn } from 'node:child_process';
import { cpuTimes } from './process-cpu';

/**
 * The database's CPU per request is read off the app's descendants (process-cpu.ts): a connection
 * process that exited between two readings must not take its time out of the total, or a round
 * in which the pool closed a connection reads as negative database time.
 */
describe('cpuTimes', () => {
  it('keeps the time of a descendant that has exited, through the process that reaped it', async () => {
    // outer sh -> inner sh -> node burning 400 ms of CPU; the inner shell waits for it, says so, then sleeps.
    // Burnt by its own CPU clock, not the wall's: on a busy machine 400 ms of wall time gave 280 ms of CPU.
    const burn = `${process.execPath} -e "const t = process.cpuUsage(); for (let u = process.cpuUsage(t); u.user + u.system < 400000; u = process.cpuUsage(t));"`;
    const outer = spawn('sh', ['-c', `sh -c '${burn}; echo reaped; sleep 5'`], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        outer.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('reaped') && resolve());
        outer.once('exit', () => reject(new Error('the shells exited early')));
      });
      const times = cpuTimes(outer.pid);
      expect(times).not.toBeNull();
      expect(times!.descendantsMs).toBeGreaterThanOrEqual(300);
    } finally {
      outer.kill('SIGKILL');
    }
  }, 15_000);
});
