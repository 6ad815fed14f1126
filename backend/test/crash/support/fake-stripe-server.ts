import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeStripe } from '../../../src/infrastructure/payments/fake-stripe.contract';
import { parseStripeForm } from '../../../src/infrastructure/payments/fake-stripe-wire.contract';
import type { FakeReply, RecordedRequest } from '../../../src/test-support/loopback-server';

/** A request that can move money, as the processor saw it. */
export interface MoneyCall {
  kind: 'charge' | 'refund' | 'transfer' | 'payout' | 'reversal';
  /** The Idempotency-Key header (the app's key, or `<payoutId>:transfer` and so on). */
  key: string;
  /** What it is about: the call id of a charge, the payout id of a transfer or payout, the refund key. */
  subject: string;
  amount: number;
  /** The object this request created; null when the fake replayed an earlier answer or refused. */
  created: string | null;
  status: number;
  /** The test's phase when it arrived (`burst`, `after-restart`, ...). */
  phase: string;
  /** Whether the answer reached the app (false: it hung up first, or it is still delayed). */
  answered: boolean;
}

const MONEY_PATHS: [RegExp, MoneyCall['kind']][] = [
  [/^\/v1\/payment_intents$/, 'charge'],
  [/^\/v1\/refunds$/, 'refund'],
  [/^\/v1\/transfers$/, 'transfer'],
  [/^\/v1\/payouts$/, 'payout'],
  [/^\/v1\/transfers\/\w+\/reversals$/, 'reversal'],
];

/**
 * The contract suites' fake Stripe (fake-stripe.contract.ts) behind an HTTP server in the test
 * process, so its objects and its idempotency memory outlive the app killed in front of it. Every
 * money request is applied the moment it arrives and answered only after `answerDelay()`: a kill in
 * between leaves money moved at the processor with no answer recorded by the app, the hardest case
 * for the sweeper. `onMoneyCall` lets a test act on the Nth such request.
 */
export class FakeStripeServer {
  readonly fake = new FakeStripe();
  readonly moneyCalls: MoneyCall[] = [];
  phase = 'setup';
  /** How long each money request waits for its answer after it moved the money (ms). */
  answerDelay: () => number = () => 0;
  onMoneyCall: ((call: MoneyCall) => void) | null = null;
  private server: Server | null = null;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const request: RecordedRequest = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        const { reply, money } = this.answer(request);
        let hungUp = false;
        res.once('close', () => (hungUp = true));
        const send = () => {
          if (hungUp || res.destroyed) return;
          if (money) money.answered = true;
          res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', 'request-id': `req_crash${this.moneyCalls.length}` });
          res.end(JSON.stringify(reply.json ?? {}));
        };
        const delay = money ? this.answerDelay() : 0;
        if (delay > 0) setTimeout(send, delay);
        else send();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** What Stripe's Connect onboarding does for every account opened so far. */
  completeAllOnboarding(): void {
    for (const id of this.fake.accounts.keys()) this.fake.completeOnboarding(id);
  }

  /** Money objects the fake holds (what really moved), by kind. */
  totals(): { charged: number; refunded: number; paidOut: number; transfers: number; liveTransfers: number; payouts: number; charges: number; refunds: number } {
    const charges = [...this.fake.charges.values()];
    const transfers = [...this.fake.transfers.values()];
    return {
      charges: charges.length,
      charged: charges.reduce((s, c) => s + c.amount, 0),
      refunds: this.fake.refunds.length,
      refunded: this.fake.refunds.reduce((s, r) => s + r.amount, 0),
      transfers: transfers.length,
      liveTransfers: transfers.filter((t) => !t.reversed).length,
      paidOut: this.fake.payouts.reduce((s, p) => s + p.amount, 0),
      payouts: this.fake.payouts.length,
    };
  }

  private answer(request: RecordedRequest): { reply: FakeReply; money: MoneyCall | null } {
    const kind = request.method === 'POST' ? MONEY_PATHS.find(([pattern]) => pattern.test(request.path))?.[1] : undefined;
    if (!kind) return { reply: this.safeReply(request), money: null };
    const before = this.createdCount(kind);
    const reply = this.safeReply(request);
    const after = this.createdCount(kind);
    const form = parseStripeForm(request.body) as { amount?: string; metadata?: Record<string, string> };
    const key = String(request.headers['idempotency-key'] ?? '');
    const json = reply.json as { id?: string } | undefined;
    const call: MoneyCall = {
      kind,
      key,
      subject: form.metadata?.callId ?? form.metadata?.leadledger_payout ?? form.metadata?.leadledger_refund ?? key,
      amount: Number(form.amount ?? 0),
      created: after > before ? (json?.id ?? '?') : null,
      status: reply.status ?? 200,
      phase: this.phase,
      answered: false,
    };
    this.moneyCalls.push(call);
    this.onMoneyCall?.(call);
    return { reply, money: call };
  }

  private safeReply(request: RecordedRequest): FakeReply {
    try {
      return this.fake.reply(request);
    } catch (error) {
      return { status: 400, json: { error: { type: 'invalid_request_error', message: `fake cannot answer: ${String(error)}` } } };
    }
  }

  private createdCount(kind: MoneyCall['kind']): number {
    switch (kind) {
      case 'charge':
        return this.fake.charges.size;
      case 'refund':
        return this.fake.refunds.length;
      case 'transfer':
        return this.fake.transfers.size;
      case 'payout':
        return this.fake.payouts.length;
      case 'reversal':
        return [...this.fake.transfers.values()].filter((t) => t.reversed).length;
    }
  }
}
