/** docs/product/api.md, User: what `GET /api/auth/user` and the auth endpoints return. */
export type UserRole = 'merchant' | 'affiliate' | 'admin';

/** Roles a person may choose at signup; admins are created from the command line only. */
export type SignupRole = Exclude<UserRole, 'admin'>;

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  role: UserRole;
  companyName: string | null;
  logoUrl: string | null;
  /** IANA time zone (e.g. `America/New_York`); booking slots are laid out in the merchant's zone. */
  timeZone: string;
  createdAt: string;
}
