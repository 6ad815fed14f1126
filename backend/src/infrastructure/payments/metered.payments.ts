import { type ProcessorOutcome, processorCallDuration, processorCalls } from '../metrics/metrics.registry';
import { CardInvalid, CardNotDebit, PaymentDeclined } from './payments.errors';
import type { PaymentProcessor } from './payments.port';

type Operation = Exclude<keyof PaymentProcessor, 'mode'>;

/** Every call of the port, by the name its metrics carry; a method added to the port must be named here. */
const OPERATIONS: Record<Operation, string> = {
  ensureCustomer: 'ensure_customer',
  attachCard: 'attach_card',
  detachCard: 'detach_card',
  charge: 'charge',
  refund: 'refund',
  ensureConnectedAccount: 'ensure_connected_account',
  addDebitCard: 'add_debit_card',
  removeDebitCard: 'remove_debit_card',
  payout: 'payout',
  listBalanceTransactions: 'list_balance_transactions',
};

/** The card or its issuer said no: the processor answered, the person has something to fix. */
export function processorOutcome(error: unknown): ProcessorOutcome {
  return error instanceof PaymentDeclined || error instanceof CardInvalid || error instanceof CardNotDebit ? 'declined' : 'error';
}

/**
 * Meters the payments processor for `/metrics`: calls by operation and outcome, and their latency.
 * A Proxy rather than a wrapper object, so the processor keeps its identity: the admin's sandbox
 * tools recognise the sandbox by its class (processor-reconciliation) and reach its own methods.
 */
export class MeteredPayments implements ProxyHandler<PaymentProcessor> {
  private readonly metered = new WeakMap<object, unknown>();

  static wrap(processor: PaymentProcessor): PaymentProcessor {
    return new Proxy(processor, new MeteredPayments());
  }

  get(target: PaymentProcessor, property: string | symbol): unknown {
    const value: unknown = Reflect.get(target, property, target);
    if (typeof value !== 'function') return value;
    // Only the adapter class's methods are metered. A function set on the instance itself is a
    // test's spy: handed back as it is, it calls through to the metered method it replaced.
    if (Object.hasOwn(target, property)) return value;
    if (!Object.hasOwn(OPERATIONS, property)) return value.bind(target);
    let call = this.metered.get(value);
    if (!call) {
      const operation = OPERATIONS[property as Operation];
      call = (...args: unknown[]) => timed(operation, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      this.metered.set(value, call);
    }
    return call;
  }
}

async function timed<T>(operation: string, run: () => Promise<T>): Promise<T> {
  const stop = processorCallDuration.startTimer({ operation });
  let outcome: ProcessorOutcome = 'ok';
  try {
    return await run();
  } catch (error) {
    outcome = processorOutcome(error);
    throw error;
  } finally {
    stop();
    processorCalls.inc({ operation, outcome });
  }
}
