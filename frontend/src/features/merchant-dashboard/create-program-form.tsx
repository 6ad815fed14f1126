import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { IntegrationProvider } from '@leadledger/contracts/program';
import { calendlyEventTypesQueryOptions, integrationsQueryOptions } from '../../api/integrations';
import { createProgramMutationOptions } from '../../api/programs';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { integrationLabel } from '../../lib/program-links';
import { MeetingTypeSelect } from './meeting-type-select';
import { NoIntegrationNote } from './no-integration-note';
import { activeIntegrations, resolveIntegration, resolveMeetingType, validateProgramForm } from './program-form';

export function CreateProgramForm() {
  const queryClient = useQueryClient();
  const create = useMutation(createProgramMutationOptions(queryClient));
  const integrations = useQuery(integrationsQueryOptions());
  const active = activeIntegrations(integrations.data ?? []);
  const [payout, setPayout] = useState('');
  const [name, setName] = useState('');
  const [chosenIntegration, setChosenIntegration] = useState<IntegrationProvider | ''>('');
  const [chosenType, setChosenType] = useState('');
  const integration = resolveIntegration(active, chosenIntegration);
  const eventTypes = useQuery(calendlyEventTypesQueryOptions(integration === 'calendly'));
  const meetingType = resolveMeetingType(eventTypes.data?.collection ?? [], chosenType);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateProgramForm({ payout, integration, meetingType });
    if (problem) return void toast({ ...problem, variant: 'destructive' });
    try {
      const program = await create.mutateAsync({
        payoutPerCall: Number(payout),
        integration: integration as IntegrationProvider,
        ...(integration === 'calendly' ? { calendlyEventType: meetingType } : {}),
        ...(name.trim() ? { name: name.trim() } : {}),
      });
      setPayout('');
      setName('');
      toast({ title: 'Program created!', description: `${program.name} is ready: share its signup link below.` });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to create program'), variant: 'destructive' });
    }
  }

  const noneConnected = integrations.isSuccess && active.length === 0;
  return (
    <section className="card" aria-labelledby="create-program-heading">
      <h2 id="create-program-heading" className="card-title">
        Create Program
      </h2>
      <form className="stack" onSubmit={onSubmit} noValidate aria-label="Create program">
        {noneConnected && <NoIntegrationNote />}
        <div className="grid-2">
          <TextField
            label="Commission per approved call ($)"
            name="payoutPerCall"
            type="number"
            inputMode="decimal"
            min="0.01"
            max="10000"
            step="0.01"
            placeholder="50"
            value={payout}
            onChange={(e) => setPayout(e.target.value)}
          />
          <SelectField
            label="Calendar integration"
            name="integration"
            value={integration}
            onChange={(e) => setChosenIntegration(e.target.value as IntegrationProvider | '')}
            disabled={active.length === 0}
            placeholder={active.length === 0 ? 'No calendar connected' : 'Select an integration'}
            options={active.map((i) => ({
              value: i.provider,
              label: `${integrationLabel(i.provider)}${i.isSandbox ? ' (Sandbox)' : ''}`,
            }))}
          />
        </div>
        {integration === 'calendly' && <MeetingTypeSelect eventTypes={eventTypes} value={meetingType} onChange={setChosenType} />}
        <TextField
          label="Program name (optional)"
          name="name"
          maxLength={120}
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint="Affiliates see this name. Left empty, it is named after your company."
        />
        <div className="button-row">
          <Button type="submit" loading={create.isPending} disabled={active.length === 0}>
            Create Program
          </Button>
        </div>
      </form>
    </section>
  );
}
