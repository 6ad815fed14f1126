import { Module, type OnModuleInit } from '@nestjs/common';
import { processEnvironment } from '../../infrastructure/config/process-environment';
import { startDefaultMetrics } from '../../infrastructure/metrics/metrics.registry';
import { AppStateGauges } from './app-state.gauges';
import { METRICS_TOKEN, MetricsAccessGuard } from './metrics-access.guard';
import { MetricsController } from './metrics.controller';

/**
 * `GET /metrics` for Prometheus. Requests are timed by http-metrics.middleware.ts, appends by
 * metered-event-store.ts and processor calls by metered.payments.ts, each where it is opened.
 */
@Module({
  controllers: [MetricsController],
  providers: [AppStateGauges, MetricsAccessGuard, { provide: METRICS_TOKEN, useFactory: () => processEnvironment().metricsToken }],
})
export class MetricsModule implements OnModuleInit {
  onModuleInit(): void {
    startDefaultMetrics();
  }
}
