/** Every non-2xx response body: one sentence a person can act on. */
export interface ApiErrorBody {
  message: string;
  /** Field-level messages when the request body failed validation. */
  errors?: Record<string, string>;
  /** The broken business rule, e.g. `AlreadyMember`, for clients that react to a specific one. */
  code?: string;
}
