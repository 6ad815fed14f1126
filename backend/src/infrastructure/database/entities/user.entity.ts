import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { UserRole } from '@leadledger/contracts/user';

/** An account (docs/architecture/overview.md, Events and streams: identity is ordinary rows, not events, so it can be erased). */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** Stored lower-cased; unique case-insensitively (index users_email_unique). */
  @Column('text')
  email: string;

  @Column('text', { name: 'password_hash' })
  passwordHash: string;

  @Column('text', { name: 'first_name' })
  firstName: string;

  @Column('text', { name: 'last_name', nullable: true })
  lastName: string | null;

  @Column('text')
  role: UserRole;

  @Column('text', { name: 'company_name', nullable: true })
  companyName: string | null;

  /** File name under the uploads directory; served at /api/uploads/logos/<file>. */
  @Column('text', { name: 'logo_file', nullable: true })
  logoFile: string | null;

  @Column('text', { name: 'time_zone' })
  timeZone: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}
