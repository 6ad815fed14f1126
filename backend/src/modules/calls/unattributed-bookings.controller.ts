import { Controller, Get, Inject } from '@nestjs/common';
import type { UnattributedBooking } from '@leadledger/contracts/call';
import type { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/database.tokens';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';

/** The merchant's bookings that no affiliate could be credited with (newest first, the last 100). */
@Roles('merchant')
@Controller('api/calls')
export class UnattributedBookingsController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get('unattributed')
  async list(@CurrentUser() merchant: UserEntity): Promise<UnattributedBooking[]> {
    const { rows } = await this.pool.query(
      `SELECT b.*, p.name AS program_name FROM unattributed_bookings b LEFT JOIN program_list p ON p.id = b.program_id
       WHERE b.merchant_id = $1 ORDER BY b.recorded_at DESC LIMIT 100`,
      [merchant.id],
    );
    return rows.map((r) => ({
      id: r.id, programName: r.program_name ?? null, referralCode: r.referral_code, customerName: r.customer_name, customerEmail: r.customer_email,
      scheduledAt: r.scheduled_at ? r.scheduled_at.toISOString() : null, reason: r.reason, recordedAt: r.recorded_at.toISOString(),
    }));
  }
}
