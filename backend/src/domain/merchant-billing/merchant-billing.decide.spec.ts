import { deciderSpecification } from '../shared/decider-specification';
import type { RemovePaymentMethod, SetPaymentMethod } from './merchant-billing.commands';
import { assertCanBeCharged, merchantBillingDecider } from './merchant-billing.decide';
import type { MerchantBillingEvent, PaymentMethodRemoved, PaymentMethodSet } from './merchant-billing.events';

const spec = deciderSpecification(merchantBillingDecider);
const now = '2025-08-06T10:00:00.000Z';
const replay = (events: MerchantBillingEvent[]) => events.reduce(merchantBillingDecider.evolve, merchantBillingDecider.initialState);

const setCard = (overrides: Partial<SetPaymentMethod> = {}): SetPaymentMethod => ({
  type: 'SetPaymentMethod',
  merchantId: 'm1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  processorCustomerId: 'cus_1',
  processorPaymentMethodId: 'pm_1',
  now,
  ...overrides,
});
// Same key order as the decider builds them: the specification compares JSON.
const cardSet = (command: SetPaymentMethod = setCard()): PaymentMethodSet => {
  const { type: _command, now: setAt, ...data } = command;
  return { type: 'PaymentMethodSet', ...data, setAt };
};
const remove: RemovePaymentMethod = { type: 'RemovePaymentMethod', merchantId: 'm1', now };
const removed: PaymentMethodRemoved = { type: 'PaymentMethodRemoved', merchantId: 'm1', processorPaymentMethodId: 'pm_1', removedAt: now };

describe('merchant billing', () => {
  describe('when no card is on file', () => {
    it('saves a card', () => {
      spec.given([]).when(setCard()).then([cardSet()]);
    });

    it('accepts a card expiring this month', () => {
      const command = setCard({ expMonth: 8, expYear: 2025 });
      spec.given([]).when(command).then([cardSet(command)]);
    });

    it('refuses a card that expired last month', () => {
      const error = spec.given([]).when(setCard({ expMonth: 7, expYear: 2025 })).thenFails('CardExpired');
      expect(error.kind).toBe('invalid');
    });

    it.each([
      ['a full card number as last 4', { last4: '4242424242424242' }],
      ['three digits', { last4: '424' }],
      ['letters', { last4: '42a2' }],
      ['month 0', { expMonth: 0 }],
      ['month 13', { expMonth: 13 }],
      ['a two-digit year', { expYear: 30 }],
      ['no brand', { brand: '' }],
      ['no processor payment method', { processorPaymentMethodId: '' }],
      ['no processor customer', { processorCustomerId: '' }],
    ])('refuses %s', (_, overrides) => {
      spec.given([]).when(setCard(overrides)).thenFails('CardDetailsMalformed');
    });

    it('has nothing to remove', () => {
      const error = spec.given([]).when(remove).thenFails('NoPaymentMethodToRemove');
      expect(error.kind).toBe('conflict');
    });

    it('cannot be charged, with the message the approval dialog shows', () => {
      let refusal: unknown = null;
      try {
        assertCanBeCharged(replay([]));
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toMatchObject({ code: 'NoPaymentMethod', kind: 'conflict', message: 'Add a payment card in Billing before approving calls.' });
    });
  });

  describe('when a card is on file', () => {
    const history = [cardSet()];

    it('replaces it with another card', () => {
      const command = setCard({ brand: 'mastercard', last4: '4444', processorPaymentMethodId: 'pm_2' });
      spec.given(history).when(command).then([cardSet(command)]);
    });

    it('produces nothing when the same card is saved again', () => {
      spec.given(history).when(setCard()).then([]);
    });

    it('removes it', () => {
      spec.given(history).when(remove).then([removed]);
    });

    it('can be charged with the processor ids of the card', () => {
      expect(assertCanBeCharged(replay(history))).toEqual({
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        processorCustomerId: 'cus_1',
        processorPaymentMethodId: 'pm_1',
      });
    });
  });

  describe('when the card was removed', () => {
    const history = [cardSet(), removed];

    it('has nothing to remove again', () => {
      spec.given(history).when(remove).thenFails('NoPaymentMethodToRemove');
    });

    it('cannot be charged', () => {
      expect(() => assertCanBeCharged(replay(history))).toThrow('Add a payment card in Billing before approving calls.');
    });

    it('takes a new card', () => {
      spec.given(history).when(setCard()).then([cardSet()]);
    });
  });

  describe('events', () => {
    it('never hold a card number or a CVC', () => {
      const keys = Object.keys(cardSet());
      expect(keys).toEqual(['type', 'merchantId', 'brand', 'last4', 'expMonth', 'expYear', 'processorCustomerId', 'processorPaymentMethodId', 'setAt']);
    });
  });
});
