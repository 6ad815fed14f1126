import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { NOTIFICATION_KINDS } from '../../projections/notifications/notification-kinds';
import { Public } from '../auth/decorators/public.decorator';
import { EmailPreferences } from './notification-preferences';
import { UnsubscribeTokens } from './unsubscribe-token';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} - LeadLedger</title></head>` +
  `<body><main><h1>${title}</h1><p>${text}</p><p><a href="/profile">Notification settings</a></p></main></body></html>`;

const BAD_LINK = page('This unsubscribe link does not work', 'It was changed or cut short. Open the link from the email again, or turn emails off in your notification settings.');

/**
 * The unsubscribe link of every email (docs/architecture/notifications.md, Unsubscribe): signed
 * out, the signed token alone turns that kind's email off, and a plain page says so.
 */
@Controller('api/notifications/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly preferences: EmailPreferences,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Public()
  @Get()
  async unsubscribe(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    const named = typeof token === 'string' ? this.tokens.verify(token) : null;
    if (!named) return void reply.status(400).type('text/html; charset=utf-8').send(BAD_LINK);
    if (!(await this.preferences.turnOffEmail(named.userId, named.kind, this.clock.now()))) {
      return void reply.status(404).type('text/html; charset=utf-8').send(page('No such account', 'The account this email was sent to no longer exists.'));
    }
    const label = NOTIFICATION_KINDS.find((k) => k.kind === named.kind)!.label;
    reply.status(200).type('text/html; charset=utf-8').send(page('You are unsubscribed', `You will no longer get emails for: ${label.toLowerCase()}. You still see these notifications in the app, and you can turn the email back on in your notification settings.`));
  }
}
