import { randomUUID } from 'node:crypto';
import { jsonEvent, KurrentDBClient, type ResolvedEvent } from '@kurrent/kurrentdb-client';
import { startLocalKurrentDb, type LocalKurrentDb } from './kurrentdb-local.server';

/** One server and one real client per spec file, closed after it; each test uses its own streams. */
export function useLocalKurrentDb(): { server: () => LocalKurrentDb; client: () => KurrentDBClient } {
  let server: LocalKurrentDb;
  let client: KurrentDBClient;
  beforeAll(async () => {
    server = await startLocalKurrentDb();
    client = KurrentDBClient.connectionString(server.url);
  });
  afterAll(async () => {
    await client?.dispose();
    await server?.close();
  });
  return { server: () => server, client: () => client };
}

export function streamName(prefix = 'order'): string {
  return `${prefix}-${randomUUID()}`;
}

export function event(type: string, data: Record<string, unknown>, id: string = randomUUID()) {
  return jsonEvent({ id, type, data });
}

export async function collect(events: AsyncIterable<ResolvedEvent>): Promise<ResolvedEvent[]> {
  const all: ResolvedEvent[] = [];
  for await (const resolved of events) all.push(resolved);
  return all;
}

export function typesOf(events: ResolvedEvent[]): string[] {
  return events.map((e) => e.event!.type);
}
