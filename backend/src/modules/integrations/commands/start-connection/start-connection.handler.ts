import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ConnectIntegrationResponse } from '@leadledger/contracts/integration';
import { CalendarConnectors } from '../../calendar-connectors';
import { OAuthStates } from '../../oauth-state';
import { StartConnectionCommand } from './start-connection.command';

@CommandHandler(StartConnectionCommand)
export class StartConnectionHandler implements ICommandHandler<StartConnectionCommand> {
  constructor(
    private readonly states: OAuthStates,
    private readonly connectors: CalendarConnectors,
  ) {}

  async execute({ merchantId, provider, origin }: StartConnectionCommand): Promise<ConnectIntegrationResponse> {
    const state = await this.states.issue(merchantId, provider);
    const redirectUri = `${origin}/api/integrations/${provider}/callback`;
    return { authUrl: this.connectors.connector(provider).authorizationUrl(state, redirectUri) };
  }
}
