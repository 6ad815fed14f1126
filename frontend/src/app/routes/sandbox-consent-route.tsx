import { SandboxConsentPage } from '../../features/integrations/sandbox-consent-page';

export default function SandboxConsentRoute() {
  return <SandboxConsentPage />;
}
