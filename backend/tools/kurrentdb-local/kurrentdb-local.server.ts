import { Server, ServerCredentials } from '@grpc/grpc-js';
import { GossipService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/gossip_grpc_pb';
import { ServerFeaturesService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/serverfeatures_grpc_pb';
import { StreamsService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_grpc_pb';
import { appendHandler } from './append.handler';
import type { CatchUpSubscription } from './catch-up.subscription';
import { gossipHandler, supportedMethodsHandler } from './discovery.handlers';
import { EventLogStore } from './event-log.store';
import { readHandler } from './read.handler';
import { seedSystemEvents } from './system-events.seed';

const SHUTDOWN_GRACE_MS = 1000;

export interface LocalKurrentDb {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * An in-memory server that speaks KurrentDB's gRPC protocol well enough for
 * @kurrent/kurrentdb-client: appends, stream and `$all` reads, catch-up subscriptions. It is
 * built from the service definitions the client ships, so both of the client's transports (grpc-js
 * and its native bridge) talk to it over plain HTTP/2 as they would to a real node with
 * `tls=false`. It keeps nothing: every start is a fresh database holding only its system events.
 */
export async function startLocalKurrentDb(options: { port?: number; host?: string } = {}): Promise<LocalKurrentDb> {
  const host = options.host ?? '127.0.0.1';
  const store = new EventLogStore();
  const subscriptions = new Set<CatchUpSubscription>();
  // An oversized append must reach the append handler to be refused the way KurrentDB refuses it
  // (MAX_APPEND_SIZE), not be cut off by grpc-js's 4 MB default; 17 MB is what the client accepts.
  const server = new Server({ 'grpc.max_receive_message_length': 17 * 1024 * 1024 });
  let port = 0;

  server.addService(StreamsService, {
    read: readHandler(store, subscriptions),
    append: appendHandler(store),
  });
  server.addService(ServerFeaturesService, { getSupportedMethods: supportedMethodsHandler() });
  server.addService(GossipService, { read: gossipHandler(() => ({ host, port })) });

  const address = `${host}:${options.port ?? 0}`;
  port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(address, ServerCredentials.createInsecure(), (error, bound) => {
      if (!error) return resolve(bound);
      server.forceShutdown();
      reject(new Error(`Cannot listen on ${address} (port taken?): ${error.message}`));
    });
  });
  seedSystemEvents(store, host, port);

  let closing: Promise<void> | null = null;
  const db: LocalKurrentDb = {
    url: `kurrentdb://${reachableHost(host)}:${port}?tls=false`,
    port,
    close: () => {
      // Subscriptions never end on their own, so a graceful shutdown would wait for them forever:
      // end them first (UNAVAILABLE, as from a node going down), then let the rest finish, and
      // drop whatever a stuck client still holds open after a moment.
      closing ??= new Promise<void>((resolve) => {
        for (const subscription of [...subscriptions]) subscription.shutDown();
        const timer = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, SHUTDOWN_GRACE_MS);
        server.tryShutdown(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      return closing;
    },
  };
  openSubscriptions.set(db, subscriptions);
  return db;
}

/** A server listening on every interface is reached through loopback. */
function reachableHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}

const openSubscriptions = new WeakMap<LocalKurrentDb, ReadonlySet<CatchUpSubscription>>();

/** How many subscriptions the server is still feeding: lets tests prove a cancelled one is let go. */
export function openSubscriptionCount(db: LocalKurrentDb): number {
  return openSubscriptions.get(db)?.size ?? 0;
}
