/**
 * docs/product/screens-and-routes.md, Blog: the body of the second article (its title and dates are
 * in ../articles.ts), trusted HTML written by us. A chunk of its own, loaded by article-body.ts
 * only on the article's page.
 */
export const articleBody = `
<p>Launching an affiliate program for a business that sells through calls is easy. Launching one that still works six months later, with affiliates who keep sending good prospects and a finance team that trusts the numbers, takes a few deliberate decisions. This guide walks through those decisions in the order you should make them: what a call is worth, what to pay for it, what counts as a qualified call, how bookings are attributed, how the approval workflow runs, and how to catch duplicates and fraud without treating every affiliate as a suspect.</p>

<p>The examples use illustrative numbers; replace them with your own.</p>

<h2>1. Start from the economics: what is a booked call worth?</h2>

<p>Every sensible commission starts with one number: the expected gross profit of a single booked call. You can estimate it from three figures you probably already track.</p>

<ul>
  <li><strong>Show rate:</strong> the share of booked calls where the prospect actually turns up.</li>
  <li><strong>Close rate:</strong> the share of attended calls that become paying customers.</li>
  <li><strong>Gross profit per customer:</strong> what a new customer is worth to you after the direct cost of delivering the service. Use first-year value if your customers usually stay.</li>
</ul>

<p>Multiply them together and you have the value of a booked call:</p>

<blockquote>
  <p>Value of a booked call = show rate x close rate x gross profit per customer</p>
</blockquote>

<p>Here is how that looks for three typical call-based businesses. The figures are illustrative, not benchmarks.</p>

<table>
  <thead>
    <tr><th>Business</th><th>Show rate</th><th>Close rate</th><th>Gross profit per customer</th><th>Value per booked call</th></tr>
  </thead>
  <tbody>
    <tr><td>Business coach, 6-month program</td><td>80%</td><td>25%</td><td>$3,000</td><td>$600</td></tr>
    <tr><td>Roofing contractor, replacement jobs</td><td>90%</td><td>30%</td><td>$2,500</td><td>$675</td></tr>
    <tr><td>Aesthetic clinic, treatment plan</td><td>75%</td><td>40%</td><td>$800</td><td>$240</td></tr>
  </tbody>
</table>

<p>The value per booked call is the ceiling. You will not pay anywhere near it, because you also need margin, sales time and a buffer for calls that do not close. A commission between 10% and 20% of the value per booked call is a reasonable starting range. For the coach above, that means roughly $60 to $120 per approved call; for the clinic, roughly $25 to $50.</p>

<h3>Do not forget the platform fee</h3>

<p>On LeadLedger the platform fee is 10% of the commission, charged to your card together with the commission when you approve a call. Your true cost per approved call is therefore the commission multiplied by 1.1. A $100 commission costs you $110; a $50 commission costs you $55. There is no setup fee and no monthly fee, so the per-call figure is the whole cost of the program apart from your own time.</p>

<h3>Work backwards from cost per customer</h3>

<p>It often helps to check the result from the other direction. If the coach pays $100 per approved call, approves only attended and qualified calls, and closes 25% of them, the referral cost per new customer is 4 x $110 = $440. Against $3,000 of gross profit, that is an easy yes. If the same arithmetic gives you a cost per customer close to what you earn from them, lower the commission or tighten what you approve.</p>

<h2>2. Choose how to pay: flat per call beats percentage of sale</h2>

<p>Traditional affiliate programs pay a percentage of the sale. For businesses that sell through calls, a flat commission per approved call usually works better, for three reasons.</p>

<ol>
  <li><strong>Speed.</strong> A sale may close weeks after the first call, or be paid in instalments. A call is approved within days. Affiliates who are paid quickly keep promoting.</li>
  <li><strong>Fairness.</strong> The affiliate controls who they send, not how well your team sells. Paying for the part they control avoids arguments about lost deals.</li>
  <li><strong>Predictability.</strong> A fixed amount per call makes budgeting trivial. Ten approved calls at $75 cost $825 including the 10% fee, no matter what you end up selling.</li>
</ol>

<h3>Use separate programs for separate offers</h3>

<p>Commission rates are set per program, so you can price different offers differently. A contractor might pay $50 for a free roof inspection and $100 or more for a booked consultation about a full replacement. A clinic might run one program for general consultations and another for a specific high-value treatment. Each program gets its own signup link and its own numbers in your analytics.</p>

<h3>Illustrative commission tiers</h3>

<table>
  <thead>
    <tr><th>Tier</th><th>Commission</th><th>Your cost incl. 10% fee</th><th>Typical use</th></tr>
  </thead>
  <tbody>
    <tr><td>Entry</td><td>$50</td><td>$55</td><td>Free assessments, short intro calls, lower-ticket services</td></tr>
    <tr><td>Standard</td><td>$75</td><td>$82.50</td><td>Strategy sessions, consultations for mid-ticket services</td></tr>
    <tr><td>Premium</td><td>$100+</td><td>$110+</td><td>High-ticket coaching, large projects, elective treatments</td></tr>
  </tbody>
</table>

<h3>When to change the rate</h3>

<p>Raise the commission when your approval rate is high, your close rate on referred calls is healthy and you want more volume. Lower it, or tighten your qualification rules, when referred calls close far below your usual rate. Change rates rarely and announce changes in advance: affiliates plan content and campaigns around your number, and surprises cost you goodwill. When an offer ends, archive its program rather than deleting it. Archived programs keep their full history, while new signups and bookings through their links are refused.</p>

<h2>3. Define a qualified call before you launch</h2>

<p>The most important document in your program is not the commission table. It is a short, written definition of a call you will approve. Without it, every rejection feels personal and every approval feels arbitrary.</p>

<p>Good criteria are observable on the call itself and do not depend on your sales performance:</p>

<ul>
  <li>The prospect attended the call at the booked time, or rescheduled and attended.</li>
  <li>The prospect is in your service area, market or language.</li>
  <li>The prospect is not an existing or recent customer.</li>
  <li>The prospect matches the profile the offer is for, for example a business owner rather than an employee, or a homeowner rather than a tenant.</li>
  <li>The prospect booked for themselves, with their own contact details, and was not paid or pressured to book.</li>
  <li>The booking is not a repeat of a call you have already counted.</li>
</ul>

<p>Put the definition in your program description, where affiliates read it before they join. A version that fits in a few lines works best:</p>

<blockquote>
  <p>We pay for calls where the prospect attends, lives in our service area, owns the property in question and has not worked with us before. We do not pay for no-shows, repeat bookings, bookings made on someone's behalf, or prospects who were offered a reward to book. We decide on every call within five business days of the booking and always give a reason for rejections.</p>
</blockquote>

<p>Resist the temptation to add "and buys" to the list. Once approval depends on a sale, affiliates carry the risk of your sales process, and the good ones leave for programs that do not ask them to.</p>

<h2>4. Attribution that holds up</h2>

<p>An affiliate who sends you a prospect and then sees no booking in their dashboard will not send another. Reliable attribution is the foundation of trust, and it starts with not depending on browser cookies.</p>

<h3>Why cookies are not enough</h3>

<p>Cookie-based tracking assumes that the person who clicks the link books from the same browser, on the same device, before the cookie expires or gets blocked. Real prospects do not behave that way. They click a link in a newsletter on their phone, think about it over the weekend and book from a work laptop. Privacy settings and browser restrictions remove cookies along the way. Each of these breaks cookie attribution, and each broken attribution is a commission the affiliate earned but never sees.</p>

<h3>How server-side attribution works</h3>

<p>With server-side attribution, the evidence lives on the server rather than in the visitor's browser. When a prospect clicks an affiliate's tracking link, the click is recorded on our side together with its UTM parameters and a unique click id. The visitor is then sent to your scheduling page with that click id attached. When the booking is created, it comes back carrying the same id and is matched to the click, and the click to the affiliate.</p>

<p>Booking links skip the hand-off entirely. They open our own booking page, which shows free 30-minute slots on weekdays from your connected Google Calendar. Because the prospect books on our page, the affiliate's referral code is attached to the booking directly. Either way, no cookie is involved in deciding who gets credit.</p>

<table>
  <thead>
    <tr><th>Link type</th><th>Where the prospect books</th><th>How the booking is matched</th><th>Best for</th></tr>
  </thead>
  <tbody>
    <tr><td>Tracking link</td><td>Your existing scheduling page</td><td>Click id recorded with UTM parameters, returned with the booking</td><td>Merchants who already book through a scheduling tool</td></tr>
    <tr><td>Booking link</td><td>Our booking page over your Google Calendar</td><td>Referral code attached at booking time</td><td>Merchants who want the simplest possible setup</td></tr>
  </tbody>
</table>

<p>Google Calendar and Calendly are supported today, and more scheduling tools are planned.</p>

<h3>Keep your UTM parameters tidy</h3>

<p>UTM parameters do not decide who gets the commission, but they tell you which of an affiliate's channels work. Agree on a simple convention and share it with affiliates:</p>

<ul>
  <li><strong>utm_source:</strong> the channel, such as newsletter, podcast, youtube or instagram.</li>
  <li><strong>utm_medium:</strong> the format, such as email, video, post or bio-link.</li>
  <li><strong>utm_campaign:</strong> the specific campaign or episode, such as spring-webinar or episode-42.</li>
</ul>

<p>Lowercase, hyphenated values stop "Newsletter" and "newsletter" from showing up as two sources in your reports.</p>

<h2>5. Run an approval workflow affiliates can trust</h2>

<p>Approval is the moment your program turns bookings into money, so it deserves a routine rather than an occasional afternoon of catching up.</p>

<h3>Review on a fixed rhythm</h3>

<p>Every new booking arrives in your dashboard as a pending call with the affiliate, the customer's details and any flags attached. Pick a rhythm you can keep, such as every Monday and Thursday, and promise affiliates a maximum review time. Five business days is a good default. Long queues of pending calls are the most common reason affiliates quietly stop promoting a program.</p>

<h3>What happens when you approve</h3>

<p>Approving a call needs a payment card on file. When you approve, your card is charged the commission plus the 10% platform fee as one itemized charge, and the affiliate is credited the full commission. For a $75 call, the charge is $82.50, made up of the $75 commission and a $7.50 fee, and the affiliate sees $75 in their balance.</p>

<p>Two details protect you here. First, a call can be decided only once: if two people on your team open the same call and both press approve, only one approval goes through and you are charged once. Second, if your card is declined, the call stays pending with the processor's reason and you can retry after updating the card. Nothing is credited to the affiliate until the charge succeeds.</p>

<h3>Reject with a reason, every time</h3>

<p>A rejection should always name the criterion that was not met: "no-show", "outside service area", "existing customer", "duplicate of an earlier booking". Specific reasons teach affiliates what to send you. Vague ones teach them to find another program.</p>

<h3>Disputes and the 30-day window</h3>

<p>Mistakes happen on both sides, so decisions can be challenged, but only for a limited time. Within 30 days of the booking:</p>

<ul>
  <li>a merchant may dispute a call they approved, for example after discovering the prospect was the affiliate's relative;</li>
  <li>an affiliate may dispute a call that was rejected, for example when the merchant mistook a rescheduled call for a no-show.</li>
</ul>

<p>An administrator reviews the dispute and either upholds or denies it. If a dispute about an approved call is upheld, the charge is refunded to the merchant and the commission is clawed back from the affiliate's balance; if a dispute about a rejected call is upheld, the call becomes approved and is paid in the usual way. After 30 days the decision is final. The window is long enough to catch genuine errors and short enough to give everyone certainty.</p>

<h2>6. Fraud and duplicate detection</h2>

<p>Most affiliates are honest. A few are not, and some honest ones make mistakes that look like fraud. Your system should catch the obvious cases automatically and give you enough information to judge the rest.</p>

<h3>Patterns to watch for</h3>

<ul>
  <li><strong>Self-booking.</strong> The affiliate books calls under their own name or invented names to collect commissions.</li>
  <li><strong>Friends and family.</strong> Real people, real attendance, no real intent to buy.</li>
  <li><strong>Incentivized bookings.</strong> The affiliate offers gift cards or cash for booking a call. The prospect attends but is there for the reward.</li>
  <li><strong>Recycled leads.</strong> The same prospect is pushed to book again, by the same affiliate or through a different one.</li>
  <li><strong>Fake contact details.</strong> Bookings with disposable emails or phone numbers that never connect.</li>
</ul>

<h3>Automatic duplicate flags</h3>

<p>The simplest and most common problem is the duplicate. When a booking comes in for your business with the same customer email or phone number as another booking within 30 days, the call is flagged as a duplicate. The email comparison ignores capital letters and dots, so jane.doe@example.com and JaneDoe@example.com are treated as the same person. A flag is not an automatic rejection: a prospect who genuinely rescheduled through a new booking may deserve one approval. It is a prompt to look before you pay.</p>

<h3>Signals worth a second look</h3>

<table>
  <thead>
    <tr><th>Signal</th><th>What it may indicate</th><th>What to do</th></tr>
  </thead>
  <tbody>
    <tr><td>Duplicate flag on the call</td><td>Repeat booking or recycled lead</td><td>Approve at most one call per person and reject the rest as duplicates</td></tr>
    <tr><td>High no-show rate for one affiliate</td><td>Invented or incentivized bookings</td><td>Ask the affiliate how they promote the offer</td></tr>
    <tr><td>Many bookings in a short burst</td><td>Scripted or self-made bookings</td><td>Hold decisions until the calls have taken place</td></tr>
    <tr><td>Prospects outside your market</td><td>Wrong audience or paid traffic from elsewhere</td><td>Reject with the reason and clarify your service area</td></tr>
    <tr><td>Prospects who mention a reward</td><td>Incentivized bookings</td><td>Reject, note it and raise it with the affiliate</td></tr>
  </tbody>
</table>

<h3>Respond in proportion</h3>

<p>Start with a conversation: many problems come from affiliates who misunderstood the offer. If a pattern continues after you have explained your rules, stop approving their calls, and if needed close the program to new bookings and relaunch it with a clearer policy. Keep your notes in rejection reasons: if a decision is disputed later, the record speaks for you.</p>

<h2>7. Recruit and keep good affiliates</h2>

<p>The best affiliates for call-based businesses are rarely professional affiliate marketers. They are people who already have your future customers' attention and trust:</p>

<ul>
  <li>past clients who are happy to recommend you;</li>
  <li>complementary businesses, such as an accountant referring to a business coach or a real-estate agent referring to a contractor;</li>
  <li>newsletter writers, podcast hosts and community owners in your niche;</li>
  <li>practitioners who do not offer what you offer, such as a gym referring to a clinic.</li>
</ul>

<p>What keeps them promoting is simple: a commission worth their attention, quick and clear decisions, and fast access to the money. On LeadLedger, affiliates can cash out approved commissions instantly to a debit card for a flat $0.25 per payout, so a $75 commission becomes $74.75 in their account the same day they choose to collect it. Programs that pay once a month after a long hold struggle to compete with that.</p>

<h2>8. Measure what matters</h2>

<p>Call analytics in your dashboard show bookings, approvals, rejections and spend by program and by affiliate. Add your own close data and review these numbers monthly:</p>

<table>
  <thead>
    <tr><th>Metric</th><th>How to calculate it</th><th>Why it matters</th></tr>
  </thead>
  <tbody>
    <tr><td>Approval rate</td><td>Approved calls / decided calls</td><td>Shows whether affiliates understand your definition of a qualified call</td></tr>
    <tr><td>Show rate by affiliate</td><td>Attended calls / booked calls</td><td>Early warning for low-intent or invented bookings</td></tr>
    <tr><td>Close rate on referred calls</td><td>New customers / approved calls</td><td>Tells you whether the commission is sustainable</td></tr>
    <tr><td>Cost per new customer</td><td>Total charged (commission + 10% fee) / new customers</td><td>The number to compare with every other acquisition channel</td></tr>
    <tr><td>Time to decision</td><td>Average days from booking to approval or rejection</td><td>Slow decisions are the main reason affiliates drift away</td></tr>
  </tbody>
</table>

<p>If the cost per new customer is comfortably below what you pay in other channels, you have room to raise the commission and attract more affiliates. If it is creeping up, look at the approval rate and close rate by affiliate before you touch the rate for everyone: the problem is usually concentrated in one or two sources.</p>

<h2>9. A launch checklist</h2>

<ol>
  <li>Calculate the value of a booked call from your show rate, close rate and gross profit per customer.</li>
  <li>Choose a commission between roughly 10% and 20% of that value, and check the cost per customer including the 10% platform fee.</li>
  <li>Connect your calendar and add a payment card for approved calls.</li>
  <li>Create one program per offer, each with its own commission and a clear description.</li>
  <li>Write your qualified-call definition into the program description.</li>
  <li>Share a short UTM convention with your affiliates.</li>
  <li>Invite three to five trusted affiliates with the program's signup link before opening it more widely.</li>
  <li>Block two review slots a week and decide every call within your promised window.</li>
  <li>Review duplicate flags before approving, and always give a reason for rejections.</li>
  <li>After the first month, compare cost per new customer with your other channels and adjust.</li>
</ol>

<h2>Putting it together</h2>

<p>A pay-per-booked-call affiliate program is a simple promise: send us a qualified conversation and we will pay you a fixed amount for it, quickly. Keeping that promise takes a commission grounded in your real numbers, a written definition of a qualified call, attribution that does not depend on cookies, an approval routine your affiliates can count on, and duplicate and fraud checks that protect you without slowing down honest partners. Get those five pieces right and you pay only for the calls you approved.</p>
`;
