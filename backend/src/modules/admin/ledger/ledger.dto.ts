import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../events/event-log.dto';

/** `GET /api/admin/ledger/journals?account=&offset=&limit=`; without an account, every journal. */
export class LedgerJournalsQueryDto extends PageQueryDto {
  @Matches(/^(processor|affiliate|merchant|platform):[A-Za-z0-9:_-]+$/, { message: 'The account must be a ledger account such as processor:clearing or merchant:<id>:charges.' })
  @MaxLength(200, { message: 'The account must be at most 200 characters.' })
  @IsString({ message: 'Choose one account, such as processor:clearing, or none for every journal.' })
  @IsOptional()
  account?: string;
}
