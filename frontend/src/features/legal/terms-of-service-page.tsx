import { Link } from 'react-router-dom';
import { LegalLayout } from './legal-layout';
import { legalContact } from './legal-contact';

const { productName, supportEmail, legalEmail } = legalContact;

/** /terms-of-service. docs/product/screens-and-routes.md, Legal pages, requires the pricing, the 30-day dispute window and the uptime aim. */
export default function TermsOfServicePage() {
  return (
    <LegalLayout
      title="Terms of Service"
      summary={
        <ul>
          <li>No setup fee and no monthly fee.</li>
          <li>
            Merchants pay 10% of each affiliate commission, charged to their card when they approve a call.
          </li>
          <li>Affiliates pay $0.25 per instant payout to a debit card.</li>
          <li>Disputes about a call must be raised within 30 days of the booking.</li>
          <li>We aim for 99.9% uptime.</li>
        </ul>
      }
    >
      <h2>1. Agreement</h2>
      <p>
        These terms govern your use of {productName}, including the website, dashboards, tracking links, booking
        pages and related services (the "Service"). By creating an account or using the Service you agree to them.
        If you use the Service for a company, you confirm that you may bind it to these terms. Our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link> explains how we handle personal information.
      </p>

      <h2>2. Accounts</h2>
      <ul>
        <li>You must be at least 18 and give accurate, current information.</li>
        <li>
          A <strong>merchant</strong> runs affiliate programs and decides on booked calls. An{' '}
          <strong>affiliate</strong> joins programs and refers prospects. Administrators operate the Service and
          decide disputes.
        </li>
        <li>
          You are responsible for activity under your account. Keep your password secret and tell us at once about
          any unauthorised use.
        </li>
      </ul>

      <h2>3. The Service</h2>
      <p>
        Merchants connect a calendar or scheduling tool, create programs with a fixed commission per approved call
        and invite affiliates. Affiliates share tracking links or booking links. We attribute bookings on our servers
        using the link's referral code, UTM parameters and a click id. We aim for accurate attribution but cannot
        guarantee that every booking is attributed, for example when a prospect books without using an affiliate's
        link. We do not guarantee any number of bookings, sales or earnings.
      </p>

      <h2>4. Programs and call decisions</h2>
      <ul>
        <li>
          Merchants set the commission per approved call for each program and should describe in the program which
          calls qualify.
        </li>
        <li>
          Every booked call starts as pending. Merchants approve or reject each call in good faith according to the
          program's description, and should give a reason when rejecting. A call can be decided only once, except
          through a dispute.
        </li>
        <li>
          Bookings for the same merchant with the same customer email or phone number within 30 days are flagged as
          possible duplicates. A flag is information for the merchant, not a decision.
        </li>
        <li>
          Merchants may archive a program. Its history is kept, but new signups and bookings through its links are
          refused.
        </li>
      </ul>

      <h2>5. Fees for merchants</h2>
      <p>
        Creating an account and running programs is free: there is no setup fee and no monthly fee. Our pricing is
        performance-based. For each call a merchant approves, we charge the merchant's card on file the affiliate
        commission plus a platform fee of 10% of that commission, at the moment of approval. For example, approving a
        call with a $100 commission results in a charge of $110: $100 commission and a $10 platform fee. A $50
        commission carries a $5 fee. If no calls are approved, nothing is charged.
      </p>
      <ul>
        <li>A valid payment card is required to approve calls. You authorise us to charge it as described here.</li>
        <li>
          If a charge is declined, the call stays pending and the affiliate is not credited until a later charge
          succeeds.
        </li>
        <li>
          Charges are final except as provided in section 7 (Disputes) or where the law requires otherwise.
        </li>
        <li>Amounts are in US dollars and exclude any taxes that apply, which are your responsibility.</li>
        <li>We will give at least 30 days' notice before changing fees.</li>
      </ul>

      <h2>6. Affiliate earnings and payouts</h2>
      <ul>
        <li>
          When a merchant approves a call, the full commission is credited to the affiliate's balance. Pending and
          rejected calls earn nothing.
        </li>
        <li>
          Affiliates can cash out their available balance instantly to a debit card. Each instant payout carries a
          transfer fee of $0.25, deducted from the amount paid out. Joining programs is free.
        </li>
        <li>
          We may delay a payout while we investigate suspected fraud or a breach of these terms, and will tell you
          why.
        </li>
        <li>
          If a commission is reversed after a dispute, the amount is deducted from the affiliate's balance, which may
          become negative; a negative balance is set off against future commissions.
        </li>
        <li>Affiliates are responsible for reporting and paying taxes on their earnings.</li>
      </ul>

      <h2>7. Disputes about calls</h2>
      <p>
        Disputes must be raised within 30 days of the booking. Within that window a merchant may dispute a call it
        approved, and an affiliate may dispute a call that was rejected. An administrator reviews the evidence from
        both sides and upholds or denies the dispute. If a dispute about an approved call is upheld, the charge is
        refunded to the merchant and the commission is reversed from the affiliate's balance. If a dispute about a
        rejected call is upheld, the call is approved and charged and credited as described in sections 5 and 6.
        After 30 days from the booking, decisions on the call are final.
      </p>

      <h2>8. Acceptable use</h2>
      <p>You must not:</p>
      <ul>
        <li>book calls for yourself, invent bookings or use false customer details;</li>
        <li>offer prospects money or gifts for booking a call unless the merchant allows it in writing;</li>
        <li>send spam or make misleading claims about a merchant or its offer;</li>
        <li>hide your affiliate relationship where the law requires you to disclose it;</li>
        <li>interfere with attribution, for example by stripping or forging referral codes or click ids;</li>
        <li>
          use the Service for anything unlawful, or probe, overload or try to gain unauthorised access to it.
        </li>
      </ul>
      <p>We may withhold commissions earned through prohibited conduct and suspend the accounts involved.</p>

      <h2>9. Customer data</h2>
      <p>
        Merchants receive the booking details of their customers and must use them lawfully, including under
        privacy and marketing laws. Affiliates must collect and share prospects' information only with their
        knowledge and as the law allows.
      </p>

      <h2>10. Third-party services</h2>
      <p>
        Payments, calendars and scheduling tools are provided by third parties, whose terms also apply to your use of
        them. We are not responsible for their outages or decisions, such as a card issuer declining a charge.
      </p>

      <h2>11. Availability</h2>
      <p>
        We aim for 99.9% uptime, measured monthly and excluding scheduled maintenance, which we announce in advance
        where practical. This is a target, not a guarantee, and no service credits apply. We may change or retire
        features, and will give reasonable notice of changes that significantly reduce the Service.
      </p>

      <h2>12. Intellectual property</h2>
      <p>
        We own the Service and its software. You keep ownership of the content you upload, such as logos and program
        descriptions, and give us a licence to host and display it to operate the Service.
      </p>

      <h2>13. Suspension and termination</h2>
      <p>
        You may close your account at any time. We may suspend or close an account that breaches these terms or
        puts other users at risk. Charges for calls approved before closure remain payable, and available affiliate
        balances can still be paid out unless withheld under section 8.
      </p>

      <h2>14. Disclaimers and limitation of liability</h2>
      <p>
        The Service is provided "as is". To the extent the law allows, we disclaim implied warranties, and we are not
        liable for indirect or consequential losses, lost profits or lost data. Our total liability for any claim is
        limited to the platform fees you paid us in the 12 months before the claim arose. Nothing in these terms
        limits liability that cannot be limited by law.
      </p>

      <h2>15. Indemnity</h2>
      <p>
        You will compensate us for claims by third parties arising from your breach of these terms or your unlawful
        use of customer data.
      </p>

      <h2>16. Changes to these terms</h2>
      <p>
        We may update these terms. We will post the new version here and, for material changes, notify you at least
        30 days in advance. Continuing to use the Service after a change takes effect means you accept it.
      </p>

      <h2>17. General</h2>
      <p>
        These terms and the documents they refer to are the whole agreement between you and us about the Service. If
        a provision is found unenforceable, the rest remains in effect. Not enforcing a provision is not a waiver of
        it. You may not transfer your account without our consent; we may transfer these terms as part of a merger
        or sale of the business.
      </p>

      <h2>18. Contact</h2>
      <p>
        Questions about your account or charges: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. Legal
        notices: <a href={`mailto:${legalEmail}`}>{legalEmail}</a>.
      </p>
    </LegalLayout>
  );
}
