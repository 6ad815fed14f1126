import { randomUUID } from 'node:crypto';
import { KurrentDbEventStore } from '../src/infrastructure/event-store/kurrentdb-event-store';
import { startLocalKurrentDb } from '../tools/kurrentdb-local/kurrentdb-local.server';

export interface KurrentAppendResult {
  writers: number;
  appendsPerSecond: number;
}

/**
 * Single-event appends through the KurrentDB adapter (expected revision, metadata, the gRPC
 * round trip) against the local in-memory KurrentDB-protocol server, in this process. Reported,
 * not a target: the local server is not a real KurrentDB (docs/architecture/event-store.md).
 */
export async function measureKurrentAppends(writers: number, seconds: number): Promise<KurrentAppendResult> {
  const server = await startLocalKurrentDb();
  const store = await KurrentDbEventStore.connect(server.url);
  try {
    const versions = Array.from({ length: writers }, () => new Map<string, number>());
    const append = async (writer: number, i: number) => {
      const stream = `call-kbench${writers}w${writer}s${i % 50}`;
      const result = await store.append(stream, [sample()], versions[writer].get(stream) ?? 0);
      versions[writer].set(stream, result.nextVersion);
    };
    let next = 0;
    for (let w = 0; w < writers; w++) for (let i = 0; i < 50; i++) await append(w, next++); // warm-up
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    const counts = await Promise.all(Array.from({ length: writers }, async (_, w) => {
      let n = 0;
      while (performance.now() < deadline) {
        await append(w, next++);
        n++;
      }
      return n;
    }));
    return { writers, appendsPerSecond: counts.reduce((a, b) => a + b, 0) / ((performance.now() - started) / 1000) };
  } finally {
    await store.close();
    await server.close();
  }
}

function sample() {
  return {
    eventId: randomUUID(),
    type: 'BenchmarkSampleRecorded',
    data: { callId: randomUUID(), programId: randomUUID(), membershipId: randomUUID(), scheduledAt: '2026-05-01T15:00:00.000Z', payoutCents: 5000 },
    metadata: { correlationId: randomUUID(), causationId: null, actor: { userId: randomUUID(), role: 'affiliate' }, occurredAt: new Date().toISOString() },
  };
}
