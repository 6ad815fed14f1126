import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Deny by default (docs/architecture/overview.md, Security): only endpoints marked with this are reachable signed out. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
