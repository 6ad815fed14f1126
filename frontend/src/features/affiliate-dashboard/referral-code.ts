/**
 * Affiliates often paste the whole link they were sent: take the code out of a signup link
 * (`/signup?ref=X`, `/signup/affiliate/X`) or a tracking or booking link; plain codes pass as is.
 */
export function extractReferralCode(input: string): string {
  const text = input.trim();
  if (!/^https?:\/\//i.test(text)) return text;
  try {
    const url = new URL(text);
    const ref = url.searchParams.get('ref');
    if (ref) return ref.trim();
    const match = /\/(?:signup\/affiliate|track)\/([^/]+)\/?$/.exec(url.pathname);
    return match ? decodeURIComponent(match[1]) : text;
  } catch {
    return text;
  }
}
