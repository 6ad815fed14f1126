import { Inject, Injectable } from '@nestjs/common';
import type { CalendarProvider } from '../../infrastructure/calendars/calendar.errors';
import { CALENDAR_SERVICE, type CalendarService, type OAuthConnector, type OAuthTokens, SCHEDULING_TOOL, type SchedulingTool, tokensNeedRefresh } from '../../infrastructure/calendars/calendar.port';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { type IntegrationRow, IntegrationStore } from './integration-store';

/** The adapter for each provider (real or sandbox, chosen at start) and fresh tokens for a row. */
@Injectable()
export class CalendarConnectors {
  constructor(
    @Inject(CALENDAR_SERVICE) readonly google: CalendarService,
    @Inject(SCHEDULING_TOOL) readonly calendly: SchedulingTool,
    private readonly store: IntegrationStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  connector(provider: CalendarProvider): OAuthConnector {
    return provider === 'google' ? this.google : this.calendly;
  }

  /** Refreshes (and stores) tokens about to expire, so a call never fails on a stale token. */
  async freshTokens(row: IntegrationRow): Promise<OAuthTokens> {
    const tokens = this.store.tokensOf(row);
    if (!tokensNeedRefresh(tokens, this.clock.now())) return tokens;
    const refreshed = await this.connector(row.provider).refresh(tokens.refreshToken);
    await this.store.saveTokens(row.id, refreshed);
    return refreshed;
  }
}
