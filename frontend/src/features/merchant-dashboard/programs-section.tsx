import { useQuery } from '@tanstack/react-query';
import { merchantProgramsQueryOptions } from '../../api/programs';
import { merchantReputationQueryOptions } from '../../api/reputation';
import { ProgramReputationPanel } from '../../components/program-reputation';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/ui/spinner';
import { ProgramCard } from './program-card';

/** docs/product/screens-and-routes.md, Generated links: every program with the links it hands out. */
export function ProgramsSection() {
  const programs = useQuery(merchantProgramsQueryOptions());
  const reputations = useQuery(merchantReputationQueryOptions());
  // Active programs first; archived ones stay listed with their history (docs/product/screen-states.md, Programs).
  const sorted = [...(programs.data ?? [])].sort((a, b) => Number(a.isArchived) - Number(b.isArchived));
  return (
    <section className="card" aria-labelledby="programs-heading">
      <h2 id="programs-heading" className="card-title">
        Generated Links
      </h2>
      {programs.isPending ? (
        <Spinner label="Loading programs" />
      ) : programs.isError ? (
        <LoadError what="your programs" onRetry={() => void programs.refetch()} />
      ) : sorted.length === 0 ? (
        <p className="muted">No programs yet. Create one above to get its affiliate signup link.</p>
      ) : (
        <ul className="program-list">
          {sorted.map((program) => (
            <ProgramCard
              key={program.id}
              program={program}
              reputation={
                <ProgramReputationPanel
                  reputation={reputations.data?.find((r) => r.programId === program.id)?.reputation}
                  pending={reputations.isPending}
                  failed={reputations.isError}
                  onRetry={() => void reputations.refetch()}
                  label={`Reputation of ${program.name}`}
                />
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
