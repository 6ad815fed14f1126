import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { FAKE_SECRET_KEY } from '../../../src/infrastructure/payments/fake-stripe.contract';
import { AppProcess, freePort } from '../../crash/support/app-process';
import { Books } from '../../crash/support/audit';
import { admin, PG_ADMIN_URL, Scenario } from '../../crash/support/scenario';

export const NAMES = ['A', 'B'] as const;

/**
 * The crash suite's scenario with two instances of the built app on its one database, as
 * docker-compose.yml runs app1 and app2 (README.md, Running several instances): separate ports and
 * data directories, one APP_SECRET (sessions and sealed calendar tokens must mean the same to both),
 * one fake Stripe. `baseUrl` takes turns over the instances that are running, so every journey of
 * the crash support (buildWorld, bookCalls, ...) goes to both, one request here, the next there.
 */
export class Cluster extends Scenario {
  override readonly databaseName = `ll_cluster_${randomBytes(5).toString('hex')}`;
  readonly instances: AppProcess[] = [];
  /** Requests sent to each instance, by the fake Stripe's phase at the time. */
  readonly served = new Map<string, number[]>();
  /** When set, every request goes to this instance (sequential checks only). */
  pin: number | null = null;
  private turn = 0;

  override baseUrl = (): string => this.instances[this.pick()].baseUrl;

  override async open(): Promise<this> {
    await admin(`CREATE DATABASE ${this.databaseName}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${this.databaseName}`;
    this.databaseUrl = url.toString();
    await this.stripe.start();
    const secret = randomBytes(24).toString('base64url');
    for (const name of NAMES) {
      this.instances.push(
        new AppProcess(await freePort(), {
          DATABASE_URL: this.databaseUrl,
          DATA_DIR: join(this.dataDir, name),
          APP_SECRET: secret,
          STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
          STRIPE_API_URL: this.stripe.url,
          // One test client books and looks up every slot.
          BOOK_CALL_LIMIT_PER_HOUR: '100000',
          CALENDAR_EVENTS_LIMIT_PER_MINUTE: '100000',
        }),
      );
    }
    this.app = this.instances[0];
    // One after the other: the first migrates the fresh database, the second finds it done.
    for (const instance of this.instances) await instance.start();
    this.books = new Books(this.databaseUrl);
    return this;
  }

  nameOf(instance: AppProcess): string {
    return NAMES[this.instances.indexOf(instance)];
  }

  /** Every request of `run` goes to instance `i`; the turns resume after. */
  async on<T>(i: number, run: () => Promise<T>): Promise<T> {
    this.pin = i;
    try {
      return await run();
    } finally {
      this.pin = null;
    }
  }

  override async close(): Promise<void> {
    for (const instance of this.instances) await instance.stop().catch(() => undefined);
    await super.close();
  }

  private pick(): number {
    let i = this.pin;
    if (i === null) {
      const running = this.instances.map((_, n) => n).filter((n) => this.instances[n].running);
      i = running.length === 0 ? 0 : running[this.turn++ % running.length];
    }
    const counts = this.served.get(this.stripe.phase) ?? this.instances.map(() => 0);
    counts[i] += 1;
    this.served.set(this.stripe.phase, counts);
    return i;
  }
}
