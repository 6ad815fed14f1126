/** docs/product/api.md, Session and auth request bodies. */
import type { SignupRole, User } from './user';

export interface LoginRequest {
  email: string;
  password: string;
  referralCode?: string;
}

export interface RegisterRequest {
  email: string;
  password: string;
  firstName: string;
  lastName?: string;
  role: SignupRole;
  referralCode?: string;
  /** The browser's IANA time zone, recorded on the account at signup. */
  timeZone?: string;
}

export interface AffiliateSignupRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  referralCode: string;
  timeZone?: string;
}

/** GET /api/auth/session: whether someone is signed in, answered 200 either way (null when signed out). */
export interface SessionResponse {
  user: User | null;
}
