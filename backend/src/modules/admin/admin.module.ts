import { Module } from '@nestjs/common';

/** The admin console's API (issue 6): every `/api/admin/*` route is admin-only. */
@Module({})
export class AdminModule {}
