/**
 * Suspending and reinstating a merchant or an affiliate (admins only). A suspended account cannot
 * sign in, its sessions end, and its links take no bookings; its history stays.
 */

/** `POST /api/admin/accounts/{userId}/suspend`. */
export interface SuspendAccountRequest {
  /** 3 to 500 characters; shown in the account's history. */
  reason: string;
}

/** `POST /api/admin/accounts/{userId}/reinstate`. */
export interface ReinstateAccountRequest {
  /** At most 500 characters. */
  note?: string;
}

/** One suspension, open (`reinstatedAt` null) or ended. */
export interface AccountSuspension {
  reason: string;
  suspendedBy: string;
  suspendedByEmail: string | null;
  suspendedAt: string;
  reinstatedBy: string | null;
  reinstatedByEmail: string | null;
  reinstatedAt: string | null;
  note: string | null;
}

/** `GET /api/admin/accounts/{userId}`, and the answer of both commands. */
export interface AccountStatus {
  userId: string;
  role: 'merchant' | 'affiliate' | 'admin';
  suspended: boolean;
  /** Newest first. */
  suspensions: AccountSuspension[];
}
