/**
 * docs/product/screens-and-routes.md, Blog: the body of the first article (its title and dates are
 * in ../articles.ts), trusted HTML written by us. A chunk of its own, loaded by article-body.ts
 * only on the article's page.
 */
export const articleBody = `
<p>If your business sells through a conversation, you already know the most valuable thing a marketer can hand you: a qualified person on your calendar who actually wants to talk. Coaches, consultants, agencies, local contractors and clinics all live and die by that booked call. Yet most of the ways to buy more of them ask you to pay long before you find out whether they work.</p>

<p>This article explains a different model: an affiliate program that pays a fixed commission for each booked call, but only after you have reviewed that call and approved it. We will walk through what "no-risk" really means, what a call costs you, how attribution and fraud checks keep the numbers honest, and how to get a program running in an afternoon.</p>

<h2>Why buying calls usually feels like a gamble</h2>

<p>Most service businesses have tried at least one of these, and most have a story about it:</p>

<ul>
  <li><strong>Agency retainers.</strong> You pay a fixed fee every month, often with a three- or six-month minimum. If the campaigns take a while to find their feet, you pay for the learning curve.</li>
  <li><strong>Paid ads.</strong> You pay per click or per thousand impressions. A click is not a conversation, and a form fill is not a booked call. The gap between what you pay for and what you want is yours to absorb.</li>
  <li><strong>Pay-per-lead vendors.</strong> Closer to the outcome, but "lead" is usually defined by the vendor. Wrong numbers, people outside your service area and leads sold to three competitors at once all count.</li>
</ul>

<p>In each case the money leaves your account first and the quality question is answered later, if at all. That is the risk we want to remove.</p>

<h2>What "no-risk" actually means here</h2>

<p>"No-risk" is a strong phrase, so let us be precise. In a pay-per-approved-call program:</p>

<ul>
  <li><strong>There is no setup fee and no monthly fee.</strong> Creating an account, connecting a calendar and launching a program costs nothing.</li>
  <li><strong>You set the commission.</strong> Each program has its own fixed amount per approved call, so you decide what a call is worth to you.</li>
  <li><strong>You decide on every call.</strong> Each booking arrives as pending. Nothing is charged until you approve it, and you can reject calls that do not meet your rules.</li>
  <li><strong>The platform earns only when you do.</strong> The platform fee is 10% of the commission, charged when you approve a call. No approved calls means no payouts, and no payouts means no fees.</li>
</ul>

<p>You still spend time reviewing calls, and you still pay for the calls you approve. What disappears is paying in advance for activity that might never turn into a conversation.</p>

<h2>How a pay-per-approved-call program works</h2>

<ol>
  <li><strong>Connect your calendar.</strong> Link Google Calendar to use our booking page, or Calendly if you already book calls there. More scheduling tools are planned.</li>
  <li><strong>Create a program.</strong> Give it a name, describe the offer and set the commission per approved call, for example $75 for a strategy session.</li>
  <li><strong>Invite affiliates.</strong> Every program has its own signup link. Share it with past clients, complementary businesses, newsletter writers or community owners who already talk to your ideal customers.</li>
  <li><strong>Affiliates share their links.</strong> Each affiliate gets a tracking link that leads to your scheduling page, or a booking link that opens our own booking page in front of your calendar.</li>
  <li><strong>Prospects book.</strong> The booking lands on your calendar as usual and shows up in your dashboard as a pending call, credited to the affiliate who sent it.</li>
  <li><strong>You hold the call, then decide.</strong> After the conversation you approve it or reject it with a reason.</li>
  <li><strong>Money moves on approval.</strong> Your card on file is charged the commission plus the 10% platform fee, and the affiliate is credited the full commission, which they can cash out straight away.</li>
</ol>

<h2>The math: what a booked call really costs</h2>

<p>Because the commission is fixed and the fee is a flat 10% of it, the cost of every approved call is known before the first booking arrives. Here are a few illustrative commission levels:</p>

<table>
  <thead>
    <tr><th>Commission per approved call</th><th>Platform fee (10%)</th><th>Total charged to you</th></tr>
  </thead>
  <tbody>
    <tr><td>$50</td><td>$5.00</td><td>$55.00</td></tr>
    <tr><td>$75</td><td>$7.50</td><td>$82.50</td></tr>
    <tr><td>$100</td><td>$10.00</td><td>$110.00</td></tr>
    <tr><td>$150</td><td>$15.00</td><td>$165.00</td></tr>
  </tbody>
</table>

<p>Now put that next to your sales numbers. Say you are a business coach who closes one in four qualified calls and your average program sells for $3,000. At a $100 commission you pay $110 per approved call, so about $440 in referral cost for each new client. That is under 15% of the first sale, paid only after real conversations happened, with no retainer in the background.</p>

<p>Compare that with a $2,500 monthly retainer that produces six calls in a slow month: you would be paying more than $400 per call before you had judged a single one. The affiliate program does not guarantee more calls, but it does guarantee that every dollar you spend is attached to a call you chose to accept.</p>

<h2>Where the risk goes, and what protects each side</h2>

<p>Risk does not vanish; it gets shared in a way that both sides can live with. A good program makes the rules visible so that merchants and affiliates trust the same numbers.</p>

<h3>Protections for merchants</h3>

<ul>
  <li><strong>Approval workflow.</strong> Every call waits for your decision. You are never charged for a booking you have not reviewed.</li>
  <li><strong>Duplicate detection.</strong> If the same customer books with you again within 30 days, by the same email address or phone number, the call is flagged as a duplicate so you do not pay twice for one person.</li>
  <li><strong>Disputes.</strong> If you approve a call and later learn it was not genuine, for example the affiliate booked it for a friend, you can raise a dispute within 30 days of the booking. If it is upheld, the charge is reversed.</li>
  <li><strong>A card charge you can read.</strong> Each approval shows the commission and the platform fee as separate lines, so your bookkeeping stays simple.</li>
</ul>

<h3>Protections for affiliates</h3>

<ul>
  <li><strong>Transparent status.</strong> Affiliates see each referral as pending, approved or rejected, along with their earnings.</li>
  <li><strong>Reasons for rejections.</strong> A rejected call comes with the merchant's reason, and an affiliate who believes a rejection was wrong can dispute it within the same 30-day window.</li>
  <li><strong>Fast money.</strong> Approved commissions are credited in full. Affiliates cash out instantly to a debit card for a flat $0.25 per payout, so they are not waiting for a monthly payment run.</li>
</ul>

<p>That last point matters more than it looks. Affiliates choose where to send their audience. The programs that pay quickly and explain their decisions are the ones that get the best referrals.</p>

<h2>Server-side attribution: why the right affiliate gets credit</h2>

<p>Many affiliate tools rely on a browser cookie to remember who sent a visitor. That works less well every year: browsers block or expire third-party cookies, people click a link on their phone and book later on a laptop, and privacy extensions strip tracking data.</p>

<p>We attribute on the server instead of relying on cookies. When someone clicks an affiliate's tracking link, the click is recorded on our side together with its UTM parameters and a unique click id. That id travels with the visitor to your scheduling page. When the booking comes back, it is matched to the click, and through the click to the affiliate. Booking links are even simpler: the booking happens on our own page, so the affiliate's referral code is attached to the booking directly.</p>

<p>The result is fewer "orphan" bookings that nobody gets credit for, and fewer arguments about who referred whom.</p>

<h2>Write down what counts as an approvable call</h2>

<p>The approval step is where a program earns trust or loses it. Before you invite anyone, write a short policy and put it in your program description. It might look like this:</p>

<blockquote>
  <p>We approve a call when the prospect attends, is located in our service area, is not an existing client, and has a genuine need for the service. Calls booked by the affiliate for themselves or their friends, no-shows and repeat bookings by the same person are not approved. We review every call within seven days of the booking.</p>
</blockquote>

<p>Notice what is not in the policy: whether the prospect bought. Your close rate is your job; the affiliate's job is to put a qualified person in front of you. Tying commissions to closed deals makes affiliates wait weeks and makes them suspicious of your sales process. Paying per approved call keeps the promise simple.</p>

<h2>Who this model fits best</h2>

<ul>
  <li><strong>Coaches and consultants</strong> who sell high-ticket programs after a discovery call and have happy clients, podcast hosts or community owners willing to recommend them.</li>
  <li><strong>Agencies</strong> that get work through referrals from freelancers, software vendors or complementary agencies, and want to reward those partners predictably.</li>
  <li><strong>Local contractors</strong> such as roofers, remodelers or solar installers, where an on-site estimate or phone consultation is the natural first step and suppliers or real-estate agents meet customers first.</li>
  <li><strong>Clinics</strong> offering consultations for elective treatments, where wellness creators, gyms or related practices can refer patients to a first appointment.</li>
</ul>

<p>The common thread is a first conversation that is worth a known amount of money to you, and people around you who already have the trust of your future customers.</p>

<h2>Common mistakes to avoid</h2>

<ul>
  <li><strong>Setting the commission too low.</strong> A $20 commission on a $5,000 service signals that you do not value the referral. Start where a good partner would notice, such as $50, $75 or $100 and up, and adjust with data.</li>
  <li><strong>Leaving calls pending for weeks.</strong> Slow reviews are the fastest way to lose affiliates. Set a weekly slot in your calendar to approve or reject.</li>
  <li><strong>Rejecting without a reason.</strong> A short, specific reason ("outside our service area") helps the affiliate send better prospects next time.</li>
  <li><strong>Letting your card expire.</strong> Approval needs a valid card on file. If a charge is declined, the call stays pending until it goes through, and your affiliates wait with it.</li>
  <li><strong>One program for every offer.</strong> If a free audit and a paid strategy session are worth different amounts to you, create two programs with two commissions.</li>
</ul>

<h2>Getting started in an afternoon</h2>

<p>Setup takes about five minutes. Create a merchant account, connect your calendar, add a card for approved calls and create your first program with a commission you are comfortable paying. Then send your program's signup link to three or four people who already recommend you informally. Hundreds of businesses already run their referral partners this way, and most of them started with a handful of friendly affiliates before opening the program up.</p>

<p>Watch the first ten calls closely. Check who showed up, how qualified they were and how long you took to decide. Call analytics in your dashboard show bookings, approvals and spend per affiliate, which is usually enough to tell you whether to raise the commission, tighten the policy or recruit more partners.</p>

<h2>The bottom line</h2>

<p>A booked call is the unit of growth for a business that sells through conversations. Paying for it only after you have seen it and approved it, at a price you set, with a 10% fee that exists only when you approve a call, puts the risk where it belongs: on results rather than promises. If you can describe a qualified call in two sentences and name a few people who already send you business, you are ready to start.</p>
`;
