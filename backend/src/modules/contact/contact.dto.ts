import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsString, Length, MaxLength } from 'class-validator';
import { CONTACT_TOPICS, type ContactTopic } from '../../domain/contact/contact.events';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/contact`: what the contact page sends; messages a person can act on for each field. */
export class ContactMessageDto {
  @Transform(trim)
  @Length(1, 100, { message: 'Enter your name (at most 100 characters).' })
  @IsString({ message: 'Enter your name (at most 100 characters).' })
  name: string;

  @Transform(trim)
  @MaxLength(254, { message: 'Enter an email address we can reply to.' })
  @IsEmail({}, { message: 'Enter an email address we can reply to.' })
  email: string;

  @IsIn(CONTACT_TOPICS, { message: `Choose a topic: ${CONTACT_TOPICS.join(', ')}.` })
  topic: ContactTopic;

  @Transform(trim)
  @Length(10, 5000, { message: 'Write your message in 10 to 5,000 characters.' })
  @IsString({ message: 'Write your message in 10 to 5,000 characters.' })
  message: string;
}
