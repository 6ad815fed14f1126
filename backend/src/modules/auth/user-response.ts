import type { User } from '@leadledger/contracts/user';
import type { UserEntity } from '../../infrastructure/database/entities/user.entity';

/** The API's view of an account (docs/product/api.md, User); never the password hash. */
export function toUserResponse(user: UserEntity): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    companyName: user.companyName,
    logoUrl: user.logoFile ? `/api/uploads/logos/${user.logoFile}` : null,
    timeZone: user.timeZone,
    createdAt: user.createdAt.toISOString(),
  };
}
