import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import type { MerchantInfo } from '@leadledger/contracts/booking';
import { Attribution, LINK_INACTIVE } from '../../attribution';
import { INVALID_BOOKING_LINK, PublicPrograms } from '../../public-programs';

/**
 * `POST /api/merchant-info`: who the booking page books with. An archived program still answers,
 * flagged. A link naming an affiliate who is no longer in the program answers 410 with
 * LINK_INACTIVE, so the page says so before the customer picks a time (decided from the
 * membership's stream, docs/architecture/invariants.md); book-call refuses it again.
 */
@Injectable()
export class GetMerchantInfo {
  constructor(
    private readonly programs: PublicPrograms,
    private readonly attribution: Attribution,
  ) {}

  async execute(referralCode: string, aff?: string): Promise<MerchantInfo> {
    const program = await this.programs.byCode(referralCode);
    if (!program) throw new NotFoundException(INVALID_BOOKING_LINK);
    // A suspended merchant's links, like a suspended or removed affiliate's, take no bookings (docs/architecture/invariants.md).
    if (!program.isArchived && ((await this.attribution.merchantSuspended(program.merchantId)) || (await this.attribution.namesInactive(program.id, aff)))) {
      throw new GoneException(LINK_INACTIVE);
    }
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
