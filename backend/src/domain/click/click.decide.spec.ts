import { deciderSpecification } from '../shared/decider-specification';
import type { RecordClick } from './click.commands';
import { clickDecider } from './click.decide';
import type { ClickRecorded } from './click.events';

const spec = deciderSpecification(clickDecider);
const now = '2026-03-02T10:00:00.000Z';
const utm = { source: 'newsletter', medium: 'email', campaign: null, content: null, term: null };

const record = (overrides: Partial<RecordClick> = {}): RecordClick => ({
  type: 'RecordClick',
  clickId: 'c1',
  programId: 'p1',
  membershipId: 'ms1',
  referralCode: 'Ab3_x-9Z',
  utm,
  referrer: 'https://news.example/',
  ipHash: 'iphash',
  userAgentHash: 'uahash',
  programArchived: false,
  now,
  ...overrides,
});

const recorded: ClickRecorded = {
  type: 'ClickRecorded',
  clickId: 'c1',
  programId: 'p1',
  membershipId: 'ms1',
  referralCode: 'Ab3_x-9Z',
  utm,
  referrer: 'https://news.example/',
  ipHash: 'iphash',
  userAgentHash: 'uahash',
  clickedAt: now,
};

describe('click decider', () => {
  describe('when nothing is recorded', () => {
    it('records the click with its UTM parameters and hashes', () => {
      spec.given([]).when(record()).then([recorded]);
    });

    it('records a click that names no affiliate', () => {
      spec.given([]).when(record({ membershipId: null })).then([{ ...recorded, membershipId: null }]);
    });

    it('refuses a click on an archived program', () => {
      spec.given([]).when(record({ programArchived: true })).thenFails('ProgramExpired');
    });
  });

  describe('when the click is recorded', () => {
    it('refuses to record it again', () => {
      spec.given([recorded]).when(record()).thenFails('ClickAlreadyRecorded');
    });
  });
});
