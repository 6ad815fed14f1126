import { Injectable, NotFoundException } from '@nestjs/common';
import type { MerchantInfo } from '@leadledger/contracts/booking';
import { INVALID_BOOKING_LINK, PublicPrograms } from '../../public-programs';

/** `POST /api/merchant-info`: who the booking page books with. An archived program still answers, flagged. */
@Injectable()
export class GetMerchantInfo {
  constructor(private readonly programs: PublicPrograms) {}

  async execute(referralCode: string): Promise<MerchantInfo> {
    const program = await this.programs.byCode(referralCode);
    if (!program) throw new NotFoundException(INVALID_BOOKING_LINK);
    return {
      companyName: program.merchant.companyName,
      logoUrl: program.merchant.logoUrl,
      timeZone: program.merchant.timeZone,
      programName: program.name,
      isArchived: program.isArchived,
      isPaused: program.isPaused,
    };
  }
}
