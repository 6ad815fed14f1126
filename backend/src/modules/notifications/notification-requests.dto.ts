import { Type } from 'class-transformer';
import { JSONSchema } from 'class-validator-jsonschema';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import type { NotificationKind } from '@leadledger/contracts/notification';
import { NOTIFICATION_KINDS } from '../../projections/notifications/notification-kinds';

const KINDS = NOTIFICATION_KINDS.map((k) => k.kind);
const OFFSET = 'The offset must be a whole number from 0 to 100,000.';
const LIMIT = 'The limit must be a whole number from 1 to 100.';

/** `?offset=&limit=` of the notification and email lists (contracts/notification.ts). */
export class NotificationPageQueryDto {
  @Max(100_000, { message: OFFSET })
  @Min(0, { message: OFFSET })
  @IsInt({ message: OFFSET })
  @Type(() => Number)
  @IsOptional()
  offset?: number;

  @Max(100, { message: LIMIT })
  @Min(1, { message: LIMIT })
  @IsInt({ message: LIMIT })
  @Type(() => Number)
  @IsOptional()
  limit?: number;
}

export class EmailChoiceDto {
  @IsIn(KINDS, { message: `The kind must be one of ${KINDS.join(', ')}.` })
  kind: NotificationKind;

  @IsBoolean({ message: 'email must be true or false.' })
  email: boolean;
}

/** `PUT /api/notifications/preferences` (contracts/notification.ts UpdateNotificationPreferencesRequest). */
export class UpdatePreferencesDto {
  // The schema generator cannot see the element class through the array's reflected type.
  @JSONSchema({ type: 'array', items: { $ref: '#/components/schemas/EmailChoiceDto' } })
  @ValidateNested({ each: true })
  @Type(() => EmailChoiceDto)
  @ArrayMaxSize(KINDS.length * 2, { message: 'Too many choices in one request.' })
  @IsArray({ message: 'kinds must be a list of { kind, email }.' })
  kinds: EmailChoiceDto[];
}

/** `?token=` of the unsubscribe link. */
export class UnsubscribeQueryDto {
  @IsString({ message: 'This unsubscribe link is incomplete: open the link from the email again.' })
  token: string;
}
