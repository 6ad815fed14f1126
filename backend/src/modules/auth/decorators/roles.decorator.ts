import { SetMetadata } from '@nestjs/common';
import type { UserRole } from '@leadledger/contracts/user';

export const ROLES = 'roles';

/** Restricts an endpoint (or a whole controller) to these roles; others get 403. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES, roles);
