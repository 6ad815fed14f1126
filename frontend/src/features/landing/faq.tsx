import * as Accordion from '@radix-ui/react-accordion';
import { faqItems } from './faq-items';

export function Faq() {
  return (
    <section className="landing-section landing-section-alt" aria-labelledby="landing-faq-title">
      <div className="landing-container landing-faq-container">
        <h2 id="landing-faq-title" className="landing-section-title">
          Frequently asked questions
        </h2>
        <Accordion.Root type="single" collapsible className="landing-faq">
          {faqItems.map((item, index) => (
            <Accordion.Item key={item.question} value={`faq-${index}`} className="landing-faq-item">
              <Accordion.Header className="landing-faq-header">
                <Accordion.Trigger className="landing-faq-trigger">
                  <span>{item.question}</span>
                  <svg
                    className="landing-faq-chevron"
                    viewBox="0 0 24 24"
                    width="20"
                    height="20"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M6 9l6 6l6-6" />
                  </svg>
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="landing-faq-content">
                <p>{item.answer}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
