import { BadRequestException, Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AccountStatus } from '@leadledger/contracts/account-status';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import type { CommandContext } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { AccountStatusReadModel } from './account-status.read-model';
import { ReinstateAccountCommand } from './commands/reinstate-account/reinstate-account.command';
import { ReinstateAccountDto } from './commands/reinstate-account/reinstate-account.dto';
import { SuspendAccountCommand } from './commands/suspend-account/suspend-account.command';
import { SuspendAccountDto } from './commands/suspend-account/suspend-account.dto';

const USER_ID = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('The account id must be a UUID, as shown in the merchants and affiliates lists.') });

/** Suspending and reinstating merchants and affiliates (admins only). */
@Roles('admin')
@Controller('api/admin/accounts')
export class AccountStatusController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountStatusReadModel,
  ) {}

  @Get(':userId')
  status(@Param('userId', USER_ID) userId: string): Promise<AccountStatus> {
    return this.accounts.status(userId);
  }

  @Post(':userId/suspend')
  @HttpCode(200)
  suspend(@CurrentUser() admin: UserEntity, @Param('userId', USER_ID) userId: string, @Body() body: SuspendAccountDto, @RequestContext() context: CommandContext): Promise<AccountStatus> {
    return this.commands.execute(new SuspendAccountCommand(userId, admin.id, body.reason, context));
  }

  @Post(':userId/reinstate')
  @HttpCode(200)
  reinstate(@CurrentUser() admin: UserEntity, @Param('userId', USER_ID) userId: string, @Body() body: ReinstateAccountDto, @RequestContext() context: CommandContext): Promise<AccountStatus> {
    return this.commands.execute(new ReinstateAccountCommand(userId, admin.id, body.note, context));
  }
}
