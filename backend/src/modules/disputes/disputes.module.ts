import { Module } from '@nestjs/common';

/** Disputes (issue 6): merchants and affiliates raise them on calls; admins uphold or deny. */
@Module({})
export class DisputesModule {}
