import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `GET /api/admin/search?q=`: one search box over people, calls, programs and processor ids. */
export class AdminSearchQueryDto {
  @Transform(trim)
  @MaxLength(200, { message: 'The search must be at most 200 characters.' })
  @MinLength(2, { message: 'Type at least 2 characters to search.' })
  @IsString({ message: 'Type at least 2 characters to search (one q parameter).' })
  q: string;
}
