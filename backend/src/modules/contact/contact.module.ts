import { Module } from '@nestjs/common';
import { RateLimiter } from '../../infrastructure/http/rate-limiter';
import { ContactController } from './contact.controller';

/** The contact page's messages and the admins' inbox (issue 12). */
@Module({
  controllers: [ContactController],
  providers: [RateLimiter],
})
export class ContactModule {}
