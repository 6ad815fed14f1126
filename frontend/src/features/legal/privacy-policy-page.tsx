import { LegalLayout } from './legal-layout';
import { legalContact } from './legal-contact';

const { productName, privacyEmail } = legalContact;

/** /privacy-policy (docs/product/screens-and-routes.md, Legal pages). What is stored follows docs/architecture/overview.md, Security. */
export default function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      summary={
        <p>
          In short: we collect what we need to run affiliate programs for booked calls, attribute bookings and move
          money. We never store full card numbers or security codes, we keep IP addresses and browser details only
          in hashed form, and we do not sell personal information.
        </p>
      }
    >
      <h2>1. Who we are and what this policy covers</h2>
      <p>
        {productName} ("we", "us") operates an affiliate platform for businesses that sell through booked calls.
        Merchants run affiliate programs, affiliates refer prospects who book calls, and merchants approve or reject
        those calls. This policy explains what personal information we handle when you use our website, dashboards,
        tracking links and booking pages, and what choices you have.
      </p>
      <p>
        For account, attribution and payment data we decide how the data is used and act as the controller. For the
        booking details of a merchant's customers, we process the data on behalf of that merchant, who is
        responsible for their own relationship with their customers; we also use those details ourselves for the
        limited purposes of attribution, duplicate detection and fraud prevention described below.
      </p>

      <h2>2. Information we collect</h2>
      <h3>Account information</h3>
      <p>
        When you sign up we collect your name, email address, password, role (merchant or affiliate) and, if you
        provide them, your phone number, company name and company logo. Passwords are stored only as a salted hash.
      </p>
      <h3>Program and referral information</h3>
      <p>
        Programs you create or join, commission amounts, referral codes, generated links, calls attributed to you,
        approval and rejection decisions with their reasons, and disputes.
      </p>
      <h3>Booking details of customers</h3>
      <p>
        When someone books a call through a booking link or through a connected scheduling tool, we receive the
        details they enter: full name, email address, phone number, company, the time of the call and, where one is
        created, a meeting link. These details are shown to the merchant the call was booked with.
      </p>
      <h3>Click attribution data</h3>
      <p>
        When someone opens a tracking or booking link, we record on our servers the referral code, any UTM
        parameters in the link, a unique click id, the time, and a one-way hash of the visitor's IP address and user
        agent (browser details). We do not store the IP address or user agent themselves. We use this data to credit
        bookings to the right affiliate and to detect abuse; we do not use tracking cookies for attribution.
      </p>
      <h3>Payment information</h3>
      <p>
        Merchants add a payment card for commission charges and affiliates add a debit card for payouts. Card numbers
        and security codes (CVC) are transmitted to and held by our payment processor; we never store them. We keep
        only the card brand, the last four digits and the expiry date, together with a record of each charge, fee,
        refund and payout.
      </p>
      <h3>Calendar connections</h3>
      <p>
        If a merchant connects Google Calendar, we read free and busy times for the current week and the next four
        weeks to offer open slots, and we create calendar events (with a video meeting link) for bookings made on our
        booking page. If a merchant connects Calendly, we receive notifications about bookings and cancellations made
        through tracking links. Access tokens for these connections are encrypted at rest.
      </p>
      <h3>Technical and usage data</h3>
      <p>
        Our servers keep security and error logs (for example request times, endpoints called and response codes).
        We use a strictly necessary, HttpOnly session cookie to keep you signed in and your browser's local storage
        for small interface preferences, such as a dismissed help card. We do not use advertising cookies.
      </p>

      <h2>3. How we use information</h2>
      <ul>
        <li>To provide the service: accounts, programs, links, booking pages, dashboards and call analytics.</li>
        <li>To attribute each booking to the affiliate who referred it.</li>
        <li>
          To detect duplicates and fraud, for example by flagging bookings for the same merchant with the same
          customer email or phone number within 30 days.
        </li>
        <li>To charge merchants for approved calls, credit affiliates, process payouts, and handle disputes.</li>
        <li>To keep the service secure, including rate limiting and investigating abuse.</li>
        <li>To send service messages such as booking confirmations, security notices and changes to our terms.</li>
        <li>To meet legal, tax and accounting obligations.</li>
      </ul>
      <p>
        Where the law requires a legal basis, we rely on performing our contract with you, our legitimate interests
        in attributing bookings accurately and preventing fraud, compliance with legal obligations, and, where we ask
        for it, your consent.
      </p>

      <h2>4. How we share information</h2>
      <ul>
        <li>
          <strong>Between merchants and affiliates.</strong> Merchants see the booking details of their customers and
          which affiliate referred each call. Affiliates see the status of their referrals and their earnings for the
          programs they joined.
        </li>
        <li>
          <strong>Service providers</strong> who act on our instructions: our payment processor, hosting and database
          providers, email delivery, and the calendar or scheduling services a merchant chooses to connect.
        </li>
        <li>
          <strong>Legal reasons.</strong> When required by law, or to protect the rights, safety and property of our
          users or of {productName}.
        </li>
        <li>
          <strong>Business transfers.</strong> If {productName} is involved in a merger or acquisition, subject to this
          policy.
        </li>
      </ul>
      <p>We do not sell personal information and do not share it for cross-context behavioural advertising.</p>

      <h2>5. How long we keep information</h2>
      <ul>
        <li>Account information: for as long as your account is open, and up to 90 days after you close it.</li>
        <li>
          Booking details of customers: for as long as the merchant's account is open, and up to 90 days after it
          closes, unless a dispute or legal obligation requires longer.
        </li>
        <li>Click attribution data: up to 13 months after the click.</li>
        <li>
          Records of charges, fees, refunds and payouts: for as long as tax and accounting law requires, usually
          seven years. These records are kept in an append-only ledger so that every balance can be explained.
        </li>
        <li>Security logs: up to 90 days, unless needed to investigate an incident.</li>
      </ul>
      <p>
        Where we must keep a record but no longer need the personal details in it, we restrict its use to the legal
        purpose it is kept for.
      </p>

      <h2>6. Security</h2>
      <p>
        We encrypt data in transit, hash passwords, session identifiers, IP addresses and user agents, encrypt
        calendar access tokens at rest, scope every request to the account that makes it, and leave card data to our
        payment processor. No system is perfectly secure; if a breach affects your personal information, we will
        notify you and the authorities as the law requires.
      </p>

      <h2>7. Your rights</h2>
      <p>Depending on where you live, you may have the right to:</p>
      <ul>
        <li>access the personal information we hold about you and receive a copy in a portable format;</li>
        <li>correct information that is inaccurate or incomplete;</li>
        <li>ask us to delete your information, subject to the records we must keep by law;</li>
        <li>object to or ask us to restrict certain processing;</li>
        <li>withdraw consent where we rely on it;</li>
        <li>complain to your local data protection authority.</li>
      </ul>
      <p>
        You can update most account details in your profile settings. For anything else, email {privacyEmail}. We
        will confirm your identity and answer within 30 days. If you booked a call with one of our merchants,
        please contact that merchant first; we will help them respond to your request.
      </p>

      <h2>8. International transfers</h2>
      <p>
        Our providers may process data in countries other than yours. Where required, we use recognised safeguards
        such as standard contractual clauses to protect information transferred abroad.
      </p>

      <h2>9. Children</h2>
      <p>
        {productName} is a business service for people aged 18 or older. We do not knowingly collect information from
        children. If you believe a child has given us personal information, contact us and we will delete it.
      </p>

      <h2>10. Changes to this policy</h2>
      <p>
        We will post any changes on this page and update the date at the top. If a change materially affects how we
        use your information, we will tell you by email or in the app before it takes effect.
      </p>

      <h2>11. Contact</h2>
      <p>
        Questions or requests about privacy: <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>.
      </p>
    </LegalLayout>
  );
}
