import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 6: disputes on calls (read model columns and the admin queue). */
export class Disputes1700000000009 implements MigrationInterface {
  name = 'Disputes1700000000009';

  async up(_db: QueryRunner): Promise<void> {}

  async down(_db: QueryRunner): Promise<void> {}
}
