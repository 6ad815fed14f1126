import { Inject, Injectable } from '@nestjs/common';
import type { ProgramReputation, ProgramReputationEntry } from '@leadledger/contracts/reputation';
import type { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import { programIdsOfAffiliate } from '../../projections/memberships/membership-names.queries';
import { programIdsOfMerchant } from '../../projections/programs/program-names.queries';
import { NO_DECISIONS, programReputationCounts } from '../../projections/reputation/reputation.queries';
import { ProgramReadModel } from '../programs/program-read-model';
import { reputationOf } from './reputation-figures';

/**
 * Program reputation from the `reputation_calls` read model. Every caller is scoped here: a
 * signup link's program to whoever holds the code (as its name and commission are), a merchant's
 * programs to the merchant, the programs an affiliate joined to the affiliate.
 */
@Injectable()
export class ReputationReader {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly programs: ProgramReadModel,
  ) {}

  /** Null when no program has this code. */
  async byCode(code: string): Promise<ProgramReputation | null> {
    const program = await this.programs.byCode(code);
    if (!program) return null;
    const counts = await programReputationCounts(this.pool, [program.id]);
    return reputationOf(counts.get(program.id) ?? NO_DECISIONS);
  }

  async forMerchant(merchantId: string): Promise<ProgramReputationEntry[]> {
    return this.entries(await programIdsOfMerchant(this.pool, merchantId));
  }

  /** The programs the affiliate belongs to now (a removed membership's program is no longer theirs to see). */
  async forAffiliate(affiliateId: string): Promise<ProgramReputationEntry[]> {
    return this.entries(await programIdsOfAffiliate(this.pool, affiliateId));
  }

  private async entries(programIds: string[]): Promise<ProgramReputationEntry[]> {
    const counts = await programReputationCounts(this.pool, programIds);
    return programIds.map((programId) => ({ programId, reputation: reputationOf(counts.get(programId) ?? NO_DECISIONS) }));
  }
}
