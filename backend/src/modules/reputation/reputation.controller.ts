import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import type { ProgramReputation, ProgramReputationEntry } from '@leadledger/contracts/reputation';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { ReputationReader } from './reputation.reader';

/** docs/product/reputation.md: how a program's merchant decides calls, for affiliates choosing and for the merchant. */
@Controller('api/reputation')
export class ReputationController {
  constructor(private readonly reputation: ReputationReader) {}

  /** Public like the program behind a signup link (`GET /api/affiliate-programs/by-code/{code}`): the join page shows both. */
  @Public()
  @Get('by-code/:code')
  async byCode(@Param('code') code: string): Promise<ProgramReputation> {
    const reputation = /^[A-Za-z0-9_-]{1,64}$/.test(code) ? await this.reputation.byCode(code) : null;
    if (!reputation) throw new NotFoundException('This affiliate link is not valid. Ask the merchant for a new one.');
    return reputation;
  }

  @Roles('merchant')
  @Get('merchant')
  merchant(@CurrentUser() merchant: UserEntity): Promise<ProgramReputationEntry[]> {
    return this.reputation.forMerchant(merchant.id);
  }

  @Roles('affiliate')
  @Get('affiliate')
  affiliate(@CurrentUser() affiliate: UserEntity): Promise<ProgramReputationEntry[]> {
    return this.reputation.forAffiliate(affiliate.id);
  }
}
