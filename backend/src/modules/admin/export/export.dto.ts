import { IsIn, IsOptional } from 'class-validator';
import type { DisputeStatusFilter } from './disputes-export.read-model';

/** `GET /api/admin/export/disputes.csv?status=open|resolved|all` (the queue's own filter; all by default). */
export class DisputesExportQueryDto {
  @IsIn(['open', 'resolved', 'all'], { message: 'The status must be open, resolved or all.' })
  @IsOptional()
  status?: DisputeStatusFilter;
}
