import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { metricsRegistry } from '../../infrastructure/metrics/metrics.registry';
import { Public } from '../auth/decorators/public.decorator';
import { AppStateGauges } from './app-state.gauges';
import { MetricsAccessGuard } from './metrics-access.guard';

/**
 * Prometheus's scrape endpoint, outside /api: public to the session guard (a scraper has no
 * session), guarded by METRICS_TOKEN or loopback instead (metrics-access.ts).
 */
@Public()
@UseGuards(MetricsAccessGuard)
@Controller('metrics')
export class MetricsController {
  constructor(private readonly gauges: AppStateGauges) {}

  @Get()
  async scrape(@Res() res: FastifyReply): Promise<void> {
    await this.gauges.refresh();
    await res.header('Cache-Control', 'no-store').type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  }
}
