import { BenchClient } from '../bench-client';

/**
 * A merchant with a connected sandbox Google calendar and a program, made over the API as a
 * merchant would (the same steps as http.bench.ts), so its booking page shows a week of free
 * slots. Returns the program's referral code, the `ref` of its booking link.
 */
export async function seedBookingPage(baseUrl: string): Promise<string> {
  const merchant = new BenchClient(baseUrl);
  const stamp = Date.now();
  await merchant.ok('POST', '/api/auth/register', { email: `bench.pages.${stamp}@example.com`, password: 'bench-password', firstName: 'Pages', role: 'merchant', timeZone: 'UTC' });
  const { authUrl } = await merchant.ok<{ authUrl: string }>('POST', '/api/integrations/google/connect');
  const state = new URL(authUrl, baseUrl).searchParams.get('state');
  const callback = await merchant.request('GET', `/api/integrations/google/callback?code=sandbox-pages&state=${state}`);
  if (!callback.location?.includes('connected=google')) throw new Error(`connecting the sandbox calendar failed: ${callback.location}`);
  const program = await merchant.ok<{ referralCode: string }>('POST', '/api/affiliate-programs', { payoutPerCall: 50, integration: 'google' });
  return program.referralCode;
}

/** The first blog article the served sitemap lists, as a path: the sitemap is the list crawlers get. */
export async function firstBlogArticlePath(baseUrl: string): Promise<string> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const loc = /<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/.exec(sitemap);
  if (!loc) throw new Error('sitemap.xml lists no blog article');
  return loc[1];
}
