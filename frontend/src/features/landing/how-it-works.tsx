const steps = [
  {
    title: 'Create a program',
    text: 'Connect your calendar, add a card and set a fixed commission per approved call.',
  },
  {
    title: 'Affiliates share links',
    text: 'Partners join with your signup link and share tracking or booking links with their audience.',
  },
  {
    title: 'Approve the calls that count',
    text: 'Review each booked call. Approve it and your affiliate is paid; reject it and you pay nothing.',
  },
];

export function HowItWorks() {
  return (
    <section className="landing-section" aria-labelledby="landing-how-title">
      <div className="landing-container">
        <h2 id="landing-how-title" className="landing-section-title">
          How it works
        </h2>
        <ol className="landing-steps">
          {steps.map((step, index) => (
            <li key={step.title} className="landing-step">
              <span className="landing-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
