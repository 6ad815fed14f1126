/**
 * An aggregate as pure functions (CONVENTIONS.md 2): `decide` turns a command and the current
 * state into new events (or throws a DomainError naming the broken rule); `evolve` folds one
 * event into the state. No I/O, no clock, no ids: commands carry them.
 */
export interface Decider<Command, Event extends { type: string }, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** The state after `events`, from the initial state. */
export function replay<Command, Event extends { type: string }, State>(decider: Decider<Command, Event, State>, events: readonly Event[]): State {
  return events.reduce(decider.evolve, decider.initialState);
}
