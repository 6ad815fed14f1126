import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Not, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../infrastructure/clock/clock';
import { hashSessionToken, newSessionToken } from '../../../infrastructure/crypto/session-token';
import { SessionEntity } from '../../../infrastructure/database/entities/session.entity';
import { UserEntity } from '../../../infrastructure/database/entities/user.entity';
import { SESSION_DAYS } from './session-cookie';

/** Sessions live in the database, so any app instance can serve any request (docs/architecture/overview.md, Runtime and storage). */
@Injectable()
export class SessionService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A fresh id on every sign-in, so a planted cookie never becomes a session. */
  async start(userId: string, userAgent: string | undefined): Promise<string> {
    const token = newSessionToken();
    const now = this.clock.now();
    await this.sessions.insert({
      idHash: hashSessionToken(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000),
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  async userFor(token: string): Promise<UserEntity | null> {
    const session = await this.sessions.findOneBy({ idHash: hashSessionToken(token), expiresAt: MoreThan(this.clock.now()) });
    return session ? this.users.findOneBy({ id: session.userId }) : null;
  }

  async end(token: string): Promise<void> {
    await this.sessions.delete({ idHash: hashSessionToken(token) });
  }

  /** After a password change every other browser must sign in again. */
  async endOthers(userId: string, keepToken: string | null): Promise<void> {
    if (keepToken) await this.sessions.delete({ userId, idHash: Not(hashSessionToken(keepToken)) });
    else await this.sessions.delete({ userId });
  }
}
