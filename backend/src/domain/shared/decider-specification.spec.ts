import type { Decider } from './decider';
import { deciderSpecification } from './decider-specification';
import { DomainError } from './domain-error';

// A minimal aggregate to pin down the specification helper itself: a tab that opens once and
// takes amounts only while open.
type TabEvent = { type: 'TabOpened'; tabId: string } | { type: 'AmountAdded'; cents: number };
type TabCommand = { type: 'OpenTab'; tabId: string } | { type: 'AddAmount'; cents: number };
type TabState = { open: boolean; totalCents: number };

const tab: Decider<TabCommand, TabEvent, TabState> = {
  initialState: { open: false, totalCents: 0 },
  evolve: (state, event) => (event.type === 'TabOpened' ? { ...state, open: true } : { ...state, totalCents: state.totalCents + event.cents }),
  decide: (command, state) => {
    switch (command.type) {
      case 'OpenTab':
        if (state.open) throw new DomainError('TabAlreadyOpen', 'conflict', 'The tab is already open.');
        return [{ type: 'TabOpened', tabId: command.tabId }];
      case 'AddAmount':
        if (!state.open) throw new DomainError('TabNotOpen', 'conflict', 'Open the tab first.');
        return [{ type: 'AmountAdded', cents: command.cents }];
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};

const spec = deciderSpecification(tab);

describe('decider specification', () => {
  describe('when the expected events are produced', () => {
    it('passes', () => {
      spec.given([{ type: 'TabOpened', tabId: 't' }]).when({ type: 'AddAmount', cents: 250 }).then([{ type: 'AmountAdded', cents: 250 }]);
    });
  });

  describe('when other events are produced', () => {
    it('fails and shows both', () => {
      expect(() => spec.given([{ type: 'TabOpened', tabId: 't' }]).when({ type: 'AddAmount', cents: 250 }).then([{ type: 'AmountAdded', cents: 1 }])).toThrow(
        /Expected events[\s\S]*"cents": 1[\s\S]*but got[\s\S]*"cents": 250/,
      );
    });
  });

  describe('when a rule is broken', () => {
    it('returns the error with its message', () => {
      const error = spec.given([]).when({ type: 'AddAmount', cents: 5 }).thenFails('TabNotOpen');
      expect(error.message).toBe('Open the tab first.');
    });

    it('fails when a different rule is broken', () => {
      expect(() => spec.given([{ type: 'TabOpened', tabId: 't' }]).when({ type: 'OpenTab', tabId: 't' }).thenFails('TabNotOpen')).toThrow(
        'Expected TabNotOpen but got TabAlreadyOpen: The tab is already open.',
      );
    });

    it('fails when no rule is broken', () => {
      expect(() => spec.given([]).when({ type: 'OpenTab', tabId: 't' }).thenFails('TabAlreadyOpen')).toThrow('but the command produced');
    });
  });
});
