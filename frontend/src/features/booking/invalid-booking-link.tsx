/**
 * docs/product/messages.md, Other messages: "Invalid Booking Link" without `ref`, or for a code the server does not know.
 * A link the server no longer honours (a removed affiliate's) says so in its own title.
 */
export function InvalidBookingLink({ reason, title = 'Invalid Booking Link' }: { reason?: string; title?: string }) {
  return (
    <div className="page container page-narrow center-text">
      <h1 className="page-title">{title}</h1>
      <p className="muted">{reason ?? 'This booking link is missing its referral code. Ask for a new link.'}</p>
    </div>
  );
}
