/** SPEC.md section 8: "Invalid Booking Link" without `ref`, or for a code the server does not know. */
export function InvalidBookingLink({ reason }: { reason?: string }) {
  return (
    <div className="page container page-narrow center-text">
      <h1 className="page-title">Invalid Booking Link</h1>
      <p className="muted">{reason ?? 'This booking link is missing its referral code. Ask for a new link.'}</p>
    </div>
  );
}
