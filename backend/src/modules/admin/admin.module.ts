import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ActivityReadModel } from './charts/activity.read-model';
import { ChartsController } from './charts/charts.controller';
import { EventLogReadModel } from './events/event-log.read-model';
import { EventsController } from './events/events.controller';
import { DisputesExportReadModel } from './export/disputes-export.read-model';
import { ExportController } from './export/export.controller';
import { LedgerExplorerReadModel } from './ledger/ledger-explorer.read-model';
import { LedgerController } from './ledger/ledger.controller';
import { AdminOverviewReadModel } from './people/admin-overview.read-model';
import { AdminPeopleController } from './people/admin-people.controller';
import { AdminPeopleReadModel } from './people/admin-people.read-model';
import { ResumeProjectionHandler } from './projections/commands/resume-projection/resume-projection.handler';
import { ProjectionStatusReadModel } from './projections/projection-status.read-model';
import { ProjectionsController } from './projections/projections.controller';
import { ProcessorReconciliationModule } from './processor-reconciliation/processor-reconciliation.module';
import { ReconciliationController } from './reconciliation/reconciliation.controller';
import { ReconciliationReadModel } from './reconciliation/reconciliation.read-model';
import { TimelineReadModel } from './timelines/timeline.read-model';
import { TimelinesController } from './timelines/timelines.controller';
import { AdminSearchModule } from './search/admin-search.module';
import { TimeTravelModule } from './time-travel/time-travel.module';

/**
 * The admin console's API (issue 6): every `/api/admin/*` route is admin-only (each controller is
 * `@Roles('admin')`). Read side only, apart from resuming a parked read model; `api/admin/disputes`
 * belongs to the disputes module.
 */
@Module({
  imports: [CqrsModule, AdminSearchModule, TimeTravelModule, ProcessorReconciliationModule],
  controllers: [AdminPeopleController, EventsController, TimelinesController, LedgerController, ReconciliationController, ChartsController, ExportController, ProjectionsController],
  providers: [
    AdminPeopleReadModel,
    AdminOverviewReadModel,
    EventLogReadModel,
    TimelineReadModel,
    LedgerExplorerReadModel,
    ReconciliationReadModel,
    ActivityReadModel,
    DisputesExportReadModel,
    ProjectionStatusReadModel,
    ResumeProjectionHandler,
  ],
})
export class AdminModule {}
