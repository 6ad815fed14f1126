import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import type { ContactMessage } from '@leadledger/contracts/admin';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { contactDecider } from '../../domain/contact/contact.decide';
import { contactStream } from '../../domain/contact/contact.stream';
import { processEnvironment } from '../../infrastructure/config/process-environment';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port';
import { RateLimiter } from '../../infrastructure/http/rate-limiter';
import { ProjectionWaiter } from '../../projections/runner/projection-waiter';
import { READ_MODEL } from '../../projections/read-models';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { type CommandContext, decideAndAppend } from '../shared/event-sourced-command';
import { RequestContext } from '../shared/request-context.decorator';
import { ContactMessageDto } from './contact.dto';

const MESSAGE_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Message not found.') });

/** Per IP: a person writes a few messages an hour, never hundreds (CONTACT_LIMIT_PER_HOUR, default 5). */
function contactLimit(ip: string | undefined) {
  return { key: `contact:ip:${ip ?? 'unknown'}`, max: processEnvironment().limits.contactPerHour, windowSeconds: 3600 };
}

/**
 * The contact page (public, signed in or not) and the admins' inbox. Each message is an event on
 * its own stream, so nothing sent is lost with a read model; the inbox is the `contact_messages` read model.
 */
@Controller('api')
export class ContactController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly limiter: RateLimiter,
    private readonly waiter: ProjectionWaiter,
  ) {}

  @Public()
  @Post('contact')
  async send(@Body() body: ContactMessageDto, @CurrentUser() user: UserEntity | null, @Req() req: FastifyRequest, @RequestContext() context: CommandContext): Promise<{ id: string; message: string }> {
    await this.limiter.hit([contactLimit(req.ip)], 'contact');
    const messageId = randomUUID();
    await decideAndAppend(
      this.store,
      contactStream(messageId),
      contactDecider,
      { type: 'ReceiveContactMessage', messageId, name: body.name, email: body.email, topic: body.topic, message: body.message, senderUserId: user?.id ?? null, now: context.now.toISOString() },
      context,
    );
    return { id: messageId, message: 'Thanks: your message reached our team. We reply by email, usually within one business day.' };
  }

  @Roles('admin')
  @Get('admin/messages')
  async inbox(): Promise<ContactMessage[]> {
    const { rows } = await this.pool.query(
      `SELECT m.*, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS handled_by_name
       FROM contact_messages m LEFT JOIN users u ON u.id = m.handled_by
       ORDER BY m.handled_at IS NOT NULL, m.received_at DESC LIMIT 500`,
    );
    return rows.map((r) => ({
      id: r.id, name: r.name, email: r.email, topic: r.topic, message: r.message, senderUserId: r.sender_user_id,
      receivedAt: r.received_at.toISOString(), handledAt: r.handled_at ? r.handled_at.toISOString() : null, handledByName: r.handled_by_name,
    }));
  }

  @Roles('admin')
  @Post('admin/messages/:id/handled')
  @HttpCode(204)
  async handled(@Param('id', MESSAGE_ID) id: string, @CurrentUser() admin: UserEntity, @RequestContext() context: CommandContext): Promise<void> {
    const { checkpoint } = await decideAndAppend(this.store, contactStream(id), contactDecider, { type: 'HandleContactMessage', messageId: id, adminId: admin.id, now: context.now.toISOString() }, context);
    if (checkpoint) await this.waiter.waitFor(checkpoint, [READ_MODEL.contact]);
  }
}
