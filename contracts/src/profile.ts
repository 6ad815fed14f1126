/** docs/product/api.md, Profile request bodies. */
export interface UpdateProfileRequest {
  firstName: string;
  lastName: string;
  companyName?: string | null;
  timeZone?: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}
