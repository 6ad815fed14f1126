import { ceilingPerSecond, coresNeeded, machineBusySeconds, throughputForLatency } from './cpu-budget';

describe('CPU budget of a target (cpu-budget.ts)', () => {
  it('reads the busy core-seconds off /proc/stat, idle and waiting for the disk left out', () => {
    // user nice system idle iowait irq softirq steal, in ticks of 1/100 s
    const stat = 'cpu  1000 50 200 9000 300 10 40 0 0 0\ncpu0 500 25 100 4500 150 5 20 0 0 0\n';
    expect(machineBusySeconds(stat)).toBeCloseTo(13);
  });

  it('gives no reading where /proc/stat has no machine line', () => {
    expect(machineBusySeconds(null)).toBeNull();
    expect(machineBusySeconds('intr 1 2 3\n')).toBeNull();
  });

  it('reads this machine on Linux: busy since boot, and never less on a second reading', () => {
    const first = machineBusySeconds();
    if (process.platform !== 'linux') return expect(first).toBeNull();
    expect(first).toBeGreaterThan(0);
    expect(machineBusySeconds()!).toBeGreaterThanOrEqual(first!);
  });

  it('turns a cost per unit into the most a number of cores allows, and a rate into the cores it needs', () => {
    // event-log as measured: 5.5 core-seconds for 100,000 events on 2 cores
    expect(ceilingPerSecond(5.5 / 100_000, 2)).toBeCloseTo(36_364, 0);
    expect(ceilingPerSecond(0, 2)).toBe(Infinity);
    // tracking at 9,500 req/s and 0.373 ms of CPU each
    expect(coresNeeded(9_500, 0.373 / 1000)).toBeCloseTo(3.54, 2);
  });

  it("asks 50 closed-loop clients for at least 333 answers a second for a p99 under 150 ms (Little's law)", () => {
    expect(throughputForLatency(50, 150)).toBeCloseTo(333.3, 1);
    expect(throughputForLatency(10, 1000)).toBe(10);
  });
});
