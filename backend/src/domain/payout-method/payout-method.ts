import type { Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

/**
 * The affiliate's payout card (issue 5), one stream per affiliate: `payout-method-<affiliateId>`.
 * Only the processor's ids and the card's description are kept, never its number (docs/architecture/overview.md, Security).
 */
export type PayoutMethodSet = {
  type: 'PayoutMethodSet';
  affiliateId: string;
  /** The processor's connected account (Stripe Connect Express) the card belongs to. */
  accountId: string;
  externalAccountId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  setAt: string;
};

export type PayoutMethodRemoved = {
  type: 'PayoutMethodRemoved';
  affiliateId: string;
  accountId: string;
  externalAccountId: string;
  removedAt: string;
};

export type PayoutMethodEvent = PayoutMethodSet | PayoutMethodRemoved;

export type SetPayoutMethod = Omit<PayoutMethodSet, 'type' | 'setAt'> & { type: 'SetPayoutMethod'; now: string };
export type RemovePayoutMethod = { type: 'RemovePayoutMethod'; affiliateId: string; now: string };
export type PayoutMethodCommand = SetPayoutMethod | RemovePayoutMethod;

export type PayoutCard = Omit<PayoutMethodSet, 'type' | 'setAt' | 'affiliateId'>;

export type PayoutMethodState = {
  /** Kept after a removal: the account is reused when a new card is added. */
  accountId: string | null;
  card: PayoutCard | null;
};

export const NoPayoutMethod = () => new DomainError('NoPayoutMethod', 'conflict', 'There is no payout method to remove.');

export const PayoutMethodRequired = () => new DomainError('PayoutMethodRequired', 'conflict', 'Add a debit card in Payout Settings before collecting.');

const initialState: PayoutMethodState = { accountId: null, card: null };

function evolve(state: PayoutMethodState, event: PayoutMethodEvent): PayoutMethodState {
  switch (event.type) {
    case 'PayoutMethodSet': {
      const { accountId, externalAccountId, brand, last4, expMonth, expYear } = event;
      return { accountId, card: { accountId, externalAccountId, brand, last4, expMonth, expYear } };
    }
    case 'PayoutMethodRemoved':
      return { ...state, card: null };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function decide(command: PayoutMethodCommand, state: PayoutMethodState): PayoutMethodEvent[] {
  switch (command.type) {
    case 'SetPayoutMethod': {
      const { type: _type, now, ...card } = command;
      if (state.card?.externalAccountId === card.externalAccountId) return [];
      return [{ type: 'PayoutMethodSet', ...card, setAt: now }];
    }
    case 'RemovePayoutMethod': {
      if (state.card === null) throw NoPayoutMethod();
      const { accountId, externalAccountId } = state.card;
      return [{ type: 'PayoutMethodRemoved', affiliateId: command.affiliateId, accountId, externalAccountId, removedAt: command.now }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const payoutMethodDecider: Decider<PayoutMethodCommand, PayoutMethodEvent, PayoutMethodState> = { initialState, evolve, decide };
