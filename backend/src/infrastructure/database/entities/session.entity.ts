import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A signed-in browser. Only the SHA-256 of the cookie value is kept (docs/architecture/overview.md, Security). */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn('text', { name: 'id_hash' })
  idHash: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('text', { name: 'user_agent', nullable: true })
  userAgent: string | null;
}
