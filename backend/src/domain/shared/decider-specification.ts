import { type Decider, replay } from './decider';
import { DomainError } from './domain-error';

/**
 * Given / When / Then for deciders (CONVENTIONS.md 5): given past events, when a command,
 * then these new events, or this rule broken.
 *
 *   spec.given([ProgramCreated]).when(ArchiveProgram).then([ProgramArchived])
 *   spec.given([ProgramArchived]).when(ArchiveProgram).thenFails('ProgramAlreadyArchived')
 */
export function deciderSpecification<Command, Event extends { type: string }, State>(decider: Decider<Command, Event, State>) {
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(command, replay(decider, events));
          return {
            then(expected: Event[]): void {
              const actual = run();
              if (JSON.stringify(actual) !== JSON.stringify(expected)) {
                throw new Error(`Expected events\n${JSON.stringify(expected, null, 2)}\nbut got\n${JSON.stringify(actual, null, 2)}`);
              }
            },
            thenFails(code: string): DomainError {
              let produced: Event[];
              try {
                produced = run();
              } catch (error) {
                if (error instanceof DomainError && error.code === code) return error;
                throw new Error(`Expected ${code} but got ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
              }
              throw new Error(`Expected ${code} but the command produced ${JSON.stringify(produced)}`);
            },
          };
        },
      };
    },
  };
}
