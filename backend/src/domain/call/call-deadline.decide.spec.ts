import { replay } from '../shared/decider';
import { deadlineAction } from './call-deadline.decide';
import type { NoteDeadlineNear, PassDecisionDeadline } from './call-deadline.decide';
import { callDecider } from './call.decide';
import type { ApprovedBy, CallEvent, DecisionDeadlineNear, DecisionEscalated, DecisionTerms, EscalationReason } from './call.events';
import { approve, approved, book, booked, canceled, charged, declined, key1, key2, later, now, recordCharge, reject, rejected, slot, spec, started } from './call.spec-fixtures';

// Decision deadlines (docs/product/decision-deadlines.md). The fixtures' call is booked 2025-08-06T10:00Z
// for 2025-08-11T14:00Z; with 7 days its deadline is 2025-08-18T14:00Z, reminders due 08-15T14:00Z and 08-17T14:00Z.
const DEADLINE = '2025-08-18T14:00:00.000Z';
const DUE_72 = '2025-08-15T14:00:00.000Z';
const DUE_24 = '2025-08-17T14:00:00.000Z';
const AFTER = '2025-08-18T15:00:00.000Z';
const card = { customerId: 'cus_test', paymentMethodId: 'pm_test' };
const terms = (onDeadline: DecisionTerms['onDeadline'], days = 7): DecisionTerms => ({ days, onDeadline });
const escalating: CallEvent[] = [booked()];
const approving: CallEvent[] = [booked(book({ decisionTerms: terms('approve') }))];

const remind = (at: string): NoteDeadlineNear => ({ type: 'NoteDeadlineNear', callId: 'c1', now: at });
const pass = (at: string, withCard = true): PassDecisionDeadline => ({ type: 'PassDecisionDeadline', callId: 'c1', card: withCard ? card : null, now: at });
const near = (hoursLeft: number, notedAt: string, deadlineAt = DEADLINE): DecisionDeadlineNear => ({
  type: 'DecisionDeadlineNear', callId: 'c1', programId: 'p1', merchantId: 'm1', affiliateId: 'a1', deadlineAt, hoursLeft, notedAt,
});
const escalated = (reason: EscalationReason, escalatedAt = AFTER): DecisionEscalated => ({
  type: 'DecisionEscalated', callId: 'c1', programId: 'p1', merchantId: 'm1', affiliateId: 'a1', deadlineAt: DEADLINE, reason, escalatedAt,
});
const approveAs = (approvedBy: ApprovedBy, at = AFTER) => ({ ...approve(), approvedBy, now: at });
// Same key order as the decider builds them: the specification compares JSON.
const startedBy = (approvedBy: 'deadline' | 'admin', key = key1, at = AFTER): CallEvent => {
  const { startedAt: _at, ...attempt } = started(key);
  return { ...attempt, approvedBy, startedAt: at };
};
const approvedAs = (approvedBy: 'deadline' | 'admin'): CallEvent => {
  const { approvedAt, ...call } = approved;
  return { ...call, approvedBy, approvedAt };
};
const stateOf = (events: CallEvent[]) => replay(callDecider, events);

describe('decision deadline reminders', () => {
  it('notes the 72-hour reminder when it falls due, not a moment before', () => {
    spec.given(escalating).when(remind('2025-08-15T13:59:59.999Z')).then([]);
    spec.given(escalating).when(remind(DUE_72)).then([near(72, DUE_72)]);
  });

  it('then the 24-hour one, each once however often it is asked', () => {
    const reminded = [...escalating, near(72, DUE_72)];
    spec.given(reminded).when(remind('2025-08-16T10:00:00.000Z')).then([]);
    spec.given(reminded).when(remind(DUE_24)).then([near(24, DUE_24)]);
    spec.given([...reminded, near(24, DUE_24)]).when(remind('2025-08-18T10:00:00.000Z')).then([]);
  });

  it('skips the 72-hour reminder when the 24-hour one is already due, and never sends it afterwards', () => {
    const at = '2025-08-17T20:00:00.000Z';
    spec.given(escalating).when(remind(at)).then([near(24, at)]);
    spec.given([...escalating, near(24, at)]).when(remind('2025-08-18T01:00:00.000Z')).then([]);
  });

  it('never sends a reminder that was already due when the call was booked', () => {
    // Booked two days before the deadline: the 72-hour reminder was due before it existed.
    const late = [booked(book({ now: '2025-08-16T12:00:00.000Z' }))];
    spec.given(late).when(remind('2025-08-16T12:00:01.000Z')).then([]);
    spec.given(late).when(remind(DUE_24)).then([near(24, DUE_24)]);
    // A one-day deadline booked after both were due: none at all.
    const short = [booked(book({ now: '2025-08-11T15:00:00.000Z', decisionTerms: terms('escalate', 1) }))];
    spec.given(short).when(remind('2025-08-12T10:00:00.000Z')).then([]);
  });

  it('sends none at or after the deadline', () => {
    spec.given(escalating).when(remind(DEADLINE)).then([]);
    spec.given(escalating).when(remind(AFTER)).then([]);
  });

  it.each([
    ['approved', [booked(), started(), charged(), approved]],
    ['rejected', [booked(), rejected()]],
    ['canceled', [booked(), canceled]],
    ['being charged', [booked(), started()]],
    ['escalated', [booked(), escalated('policy', '2025-08-10T00:00:00.000Z')]],
  ])('sends none for a call %s', (_name, history) => {
    spec.given(history as CallEvent[]).when(remind(DUE_24)).then([]);
  });

  it('moves with a reschedule: the deadline is the new time plus the booked days', () => {
    const moved: CallEvent[] = [...escalating, { type: 'CallRescheduled', callId: 'c1', previousScheduledAt: slot, scheduledAt: '2025-08-13T14:00:00.000Z', rescheduledAt: now }];
    expect(stateOf(moved)).toMatchObject({ deadlineAt: '2025-08-20T14:00:00.000Z', decisionTerms: terms('escalate') });
    spec.given(moved).when(remind(DUE_72)).then([]);
    spec.given(moved).when(remind(DUE_24)).then([near(72, DUE_24, '2025-08-20T14:00:00.000Z')]);
    spec.given(moved).when(pass(AFTER)).then([]);
    expect(deadlineAction(stateOf(moved), '2025-08-20T14:00:00.000Z', true)).toEqual({ kind: 'escalate', reason: 'policy' });
  });

  it('gives a call booked before terms existed 7 days and an escalation', () => {
    const { decisionTerms: _none, ...old } = booked();
    const history = [old as CallEvent];
    expect(stateOf(history)).toMatchObject({ decisionTerms: terms('escalate'), deadlineAt: DEADLINE });
    spec.given(history).when(remind(DUE_72)).then([near(72, DUE_72)]);
    spec.given(history).when(pass(AFTER)).then([escalated('policy')]);
  });

  it('keeps the terms the call was booked under', () => {
    spec.given([]).when(book({ decisionTerms: terms('approve', 3) })).then([booked(book({ decisionTerms: terms('approve', 3) }))]);
    expect(stateOf([booked(book({ decisionTerms: terms('approve', 3) }))])).toMatchObject({ deadlineAt: '2025-08-14T14:00:00.000Z' });
  });
});

describe('when the decision deadline passes', () => {
  it('does nothing before the deadline, whatever the policy', () => {
    for (const history of [escalating, approving]) {
      expect(deadlineAction(stateOf(history), '2025-08-18T13:59:59.999Z', true)).toEqual({ kind: 'none' });
      spec.given(history).when(pass('2025-08-18T13:59:59.999Z')).then([]);
    }
  });

  it('escalates under the escalate policy, once', () => {
    expect(deadlineAction(stateOf(escalating), DEADLINE, true)).toEqual({ kind: 'escalate', reason: 'policy' });
    spec.given(escalating).when(pass(AFTER)).then([escalated('policy')]);
    spec.given([...escalating, escalated('policy')]).when(pass('2025-08-19T00:00:00.000Z')).then([]);
    expect(deadlineAction(stateOf([...escalating, escalated('policy')]), AFTER, true)).toEqual({ kind: 'none' });
  });

  it('asks for an approval under the approve policy with a card, and escalates nothing itself', () => {
    expect(deadlineAction(stateOf(approving), DEADLINE, true)).toEqual({ kind: 'approve' });
    spec.given(approving).when(pass(AFTER)).then([]);
  });

  it('escalates with no-card when there is no card to charge', () => {
    expect(deadlineAction(stateOf(approving), AFTER, false)).toEqual({ kind: 'escalate', reason: 'no-card' });
    spec.given(approving).when(pass(AFTER, false)).then([escalated('no-card')]);
  });

  it('escalates with charge-declined after its automatic charge was declined, never charging again', () => {
    const declinedOnce = [...approving, startedBy('deadline'), declined()];
    expect(stateOf(declinedOnce)).toMatchObject({ status: 'pending', approval: null });
    expect(deadlineAction(stateOf(declinedOnce), AFTER, true)).toEqual({ kind: 'escalate', reason: 'charge-declined' });
    spec.given(declinedOnce).when(pass(AFTER)).then([escalated('charge-declined')]);
    spec.given(declinedOnce).when(approveAs('deadline')).thenFails('DeadlineNotPassed');
  });

  it('still approves automatically when only the merchant own approval was declined', () => {
    const merchantDeclined = [...approving, started(), declined()];
    expect(deadlineAction(stateOf(merchantDeclined), AFTER, true)).toEqual({ kind: 'approve' });
  });

  it.each([
    ['approved', [booked(), started(), charged(), approved]],
    ['rejected', [booked(), rejected()]],
    ['canceled', [booked(), canceled]],
    ['being charged', [booked(), started()]],
  ])('leaves a call %s alone', (_name, history) => {
    for (const policy of ['approve', 'escalate'] as const) {
      const events = [booked(book({ decisionTerms: terms(policy) })), ...(history as CallEvent[]).slice(1)];
      expect(deadlineAction(stateOf(events), AFTER, true)).toEqual({ kind: 'none' });
      spec.given(events).when(pass(AFTER, false)).then([]);
    }
  });

  it('has nothing to say about a call that does not exist', () => {
    expect(deadlineAction(stateOf([]), AFTER, true)).toEqual({ kind: 'none' });
    spec.given([]).when(pass(AFTER)).then([]);
  });
});

describe('approvals made by the deadline or an admin', () => {
  it('refuses the deadline approval before the deadline', () => {
    const error = spec.given(approving).when(approveAs('deadline', '2025-08-18T13:59:59.999Z')).thenFails('DeadlineNotPassed');
    expect(error.kind).toBe('conflict');
  });

  it('refuses the deadline approval when the policy escalates, or the call was escalated', () => {
    spec.given(escalating).when(approveAs('deadline')).thenFails('DeadlineNotPassed');
    spec.given([...approving, escalated('no-card')]).when(approveAs('deadline')).thenFails('DeadlineNotPassed');
  });

  it('starts an ordinary approval after the deadline: commission + 10% fee, marked as the deadline', () => {
    spec.given(approving).when(approveAs('deadline', DEADLINE)).then([startedBy('deadline', key1, DEADLINE)]);
    expect(startedBy('deadline')).toMatchObject({ payoutCents: 5_000, feeCents: 500, chargeCents: 5_500 });
  });

  it('records its charge and approves it as the deadline', () => {
    spec.given([...approving, startedBy('deadline')]).when(recordCharge()).then([charged(), approvedAs('deadline')]);
    const events = [...approving, startedBy('deadline'), charged(), approvedAs('deadline')];
    expect(stateOf(events)).toMatchObject({ status: 'approved', approval: null, autoApprovalTried: true });
  });

  it('lets an admin approve only an escalated call', () => {
    const error = spec.given(escalating).when(approveAs('admin', later)).thenFails('CallNotEscalated');
    expect(error.kind).toBe('conflict');
    const waiting = [...escalating, escalated('policy')];
    spec.given(waiting).when(approveAs('admin')).then([startedBy('admin')]);
    spec.given([...waiting, startedBy('admin')]).when(recordCharge()).then([charged(), approvedAs('admin')]);
  });

  it('lets an admin reject only an escalated call, marked as the admin’s (the affiliate is told whose note it is)', () => {
    spec.given(escalating).when({ ...reject(), byAdmin: true }).thenFails('CallNotEscalated');
    const waiting = [...escalating, escalated('policy')];
    spec.given(waiting).when({ ...reject('m1', 'no-show', 'Nobody joined.'), byAdmin: true }).then([{ ...rejected('no-show', 'Nobody joined.'), rejectedBy: 'admin' }]);
  });

  it('still lets the merchant decide an escalated call, unmarked', () => {
    const waiting = [...escalating, escalated('policy')];
    spec.given(waiting).when(approve()).then([started()]);
    spec.given(waiting).when(approveAs('merchant', now)).then([started()]);
    spec.given(waiting).when(reject()).then([rejected()]);
  });

  it('lets the merchant approve after the declined automatic charge, under a fresh key', () => {
    const declinedOnce = [...approving, startedBy('deadline'), declined()];
    spec.given(declinedOnce).when(approve()).then([started(key2)]);
  });
});

describe('no-show rejections', () => {
  it('refuses a no-show before the call scheduled time', () => {
    const error = spec.given(escalating).when({ ...reject(), now: '2025-08-11T13:59:59.999Z' }).thenFails('NoShowBeforeCall');
    expect(error.kind).toBe('invalid');
  });

  it('accepts a no-show from the scheduled time on', () => {
    spec.given(escalating).when({ ...reject(), now: slot }).then([{ ...rejected(), rejectedAt: slot }]);
    spec.given(escalating).when(reject()).then([rejected()]);
  });

  it('accepts other reasons before the call', () => {
    spec.given(escalating).when({ ...reject('m1', 'spam'), now: booked().bookedAt }).then([{ ...rejected('spam'), rejectedAt: booked().bookedAt }]);
  });

  it('judges by the rescheduled time', () => {
    const moved: CallEvent[] = [...escalating, { type: 'CallRescheduled', callId: 'c1', previousScheduledAt: slot, scheduledAt: '2025-08-13T14:00:00.000Z', rescheduledAt: now }];
    spec.given(moved).when(reject()).thenFails('NoShowBeforeCall');
  });
});
