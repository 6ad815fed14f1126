import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AffiliateMembership, MerchantAffiliate } from '@leadledger/contracts/membership';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { JoinProgramCommand } from './commands/join-program/join-program.command';
import { RemoveAffiliateCommand } from './commands/remove-affiliate/remove-affiliate.command';
import { SetPrimaryMembershipCommand } from './commands/set-primary-membership/set-primary-membership.command';
import { MembershipReadModel } from './membership-read-model';

class JoinProgramDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(64, { message: 'This referral code is not valid.' })
  @IsNotEmpty({ message: 'Please enter a referral code.' })
  @IsString({ message: 'Please enter a referral code.' })
  referralCode: string;
}

class SetPrimaryDto {
  @IsUUID('all', { message: 'Choose one of your programs.' })
  affiliateId: string;
}

const MEMBERSHIP_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Membership not found.') });

/** docs/product/api.md, Programs and affiliates: memberships, from both sides. */
@Controller('api/affiliates')
export class AffiliatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly memberships: MembershipReadModel,
  ) {}

  @Roles('merchant')
  @Get('merchant')
  merchantAffiliates(@CurrentUser() merchant: UserEntity): Promise<MerchantAffiliate[]> {
    return this.memberships.forMerchant(merchant.id);
  }

  @Roles('merchant')
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() merchant: UserEntity, @Param('id', MEMBERSHIP_ID) id: string, @RequestContext() context: CommandContext): Promise<void> {
    await this.commands.execute(new RemoveAffiliateCommand(merchant.id, id, context));
  }

  @Roles('affiliate')
  @Get('user')
  mine(@CurrentUser() affiliate: UserEntity): Promise<AffiliateMembership[]> {
    return this.memberships.forAffiliate(affiliate.id);
  }

  @Roles('affiliate')
  @Post('join-program')
  join(@CurrentUser() affiliate: UserEntity, @Body() body: JoinProgramDto, @RequestContext() context: CommandContext): Promise<AffiliateMembership> {
    return this.commands.execute(new JoinProgramCommand(affiliate, body.referralCode, context));
  }

  @Roles('affiliate')
  @Post('set-primary')
  @HttpCode(200)
  setPrimary(@CurrentUser() affiliate: UserEntity, @Body() body: SetPrimaryDto, @RequestContext() context: CommandContext): Promise<AffiliateMembership> {
    return this.commands.execute(new SetPrimaryMembershipCommand(affiliate.id, body.affiliateId, context));
  }
}
