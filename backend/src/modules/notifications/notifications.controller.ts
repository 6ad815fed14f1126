import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Put, Query } from '@nestjs/common';
import type { NotificationPage, NotificationPreferences, OutboxEmailPage, UnreadCount } from '@leadledger/contracts/notification';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { EMAIL_SENDER, type EmailSender } from './email-sender';
import { EmailPreferences } from './notification-preferences';
import { NotificationReadModel } from './notification-read-model';
import { NotificationPageQueryDto, UpdatePreferencesDto } from './notification-requests.dto';

const NOT_FOUND = 'Notification not found.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** docs/product/api.md, Notifications: any signed-in user, only ever their own. */
@Controller('api/notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationReadModel,
    private readonly preferences: EmailPreferences,
    @Inject(EMAIL_SENDER) private readonly sender: EmailSender | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  list(@CurrentUser() user: UserEntity, @Query() query: NotificationPageQueryDto): Promise<NotificationPage> {
    return this.notifications.page(user.id, query.offset ?? 0, query.limit ?? 20);
  }

  @Get('unread-count')
  async unreadCount(@CurrentUser() user: UserEntity): Promise<UnreadCount> {
    return { unreadCount: await this.notifications.unreadCount(user.id) };
  }

  @Post('read-all')
  @HttpCode(204)
  async readAll(@CurrentUser() user: UserEntity): Promise<void> {
    await this.notifications.markAllRead(user.id, this.clock.now());
  }

  /** Someone else's notification answers 404 like one that does not exist: ids reveal nothing. */
  @Post(':id/read')
  @HttpCode(204)
  async read(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    if (!UUID.test(id) || !(await this.notifications.markRead(user.id, id, this.clock.now()))) throw new NotFoundException(NOT_FOUND);
  }

  @Get('preferences')
  async getPreferences(@CurrentUser() user: UserEntity): Promise<NotificationPreferences> {
    return { emailDelivery: this.sender !== null, kinds: await this.preferences.of(user.id) };
  }

  @Put('preferences')
  async setPreferences(@CurrentUser() user: UserEntity, @Body() body: UpdatePreferencesDto): Promise<NotificationPreferences> {
    await this.preferences.set(user.id, body.kinds.map(({ kind, email }) => ({ kind, email })), this.clock.now());
    return this.getPreferences(user);
  }

  /** The emails to this user and what became of them; without SMTP_URL, the sandbox outbox. */
  @Get('emails')
  async emails(@CurrentUser() user: UserEntity, @Query() query: NotificationPageQueryDto): Promise<OutboxEmailPage> {
    return { emailDelivery: this.sender !== null, ...(await this.notifications.emails(user.id, query.offset ?? 0, query.limit ?? 20)) };
  }
}
