import { IsString, Matches, MaxLength } from 'class-validator';
import { AT_FORMAT_MESSAGE, AT_PATTERN } from './as-of-instant';

/** `?at=`: an instant with its zone; "not in the future" needs the clock (as-of-instant.ts). */
export class AsOfQueryDto {
  @Matches(AT_PATTERN, { message: AT_FORMAT_MESSAGE })
  @MaxLength(40, { message: AT_FORMAT_MESSAGE })
  @IsString({ message: AT_FORMAT_MESSAGE })
  at: string;
}

/** `?account=&at=`: accounts are named as in docs/architecture/ledger.md. */
export class LedgerAccountAsOfQueryDto extends AsOfQueryDto {
  @Matches(/^(processor|affiliate|merchant|platform):[A-Za-z0-9:_-]+$/, { message: 'The account must be a ledger account such as processor:clearing or merchant:<id>:charges.' })
  @MaxLength(200, { message: 'The account must be at most 200 characters.' })
  @IsString({ message: 'Choose an account, such as processor:clearing.' })
  account: string;
}
