import { SandboxCalendlyPage } from '../../features/sandbox-calendly/sandbox-calendly-page';

export default function SandboxCalendlyRoute() {
  return <SandboxCalendlyPage />;
}
