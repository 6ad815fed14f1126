import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../test/fetch-mock';
import { makeIntegration, makeProgram } from '../../test/fixtures';
import { openDashboard } from './dashboard-test-server';

const toastRegion = () => screen.findByRole('region', { name: /notifications/i });
const form = () => screen.getByRole('form', { name: 'Create program' });
const google = makeIntegration();
const calendly = makeIntegration({ id: 'int-cal', provider: 'calendly' });
const type = (uri: string, name: string) => ({ uri, name, schedulingUrl: `https://calendly.com/${uri}` });

async function expectToast(title: string, description: string) {
  expect(await within(await toastRegion()).findByText(title)).toBeInTheDocument();
  expect(await within(await toastRegion()).findByText(description)).toBeInTheDocument();
}

async function submit(payout: string) {
  const user = userEvent.setup();
  if (payout) await user.type(within(form()).getByLabelText('Commission per approved call ($)'), payout);
  await user.click(within(form()).getByRole('button', { name: 'Create Program' }));
}

beforeEach(() => localStorage.clear());

describe('Create Program (docs/product/screen-states.md and validation.md)', () => {
  it('with no active integration: the amber note, no choice and a disabled button', async () => {
    openDashboard({ 'GET /api/integrations/calendar': reply(200, [makeIntegration({ isActive: false })]) });
    expect(await within(await screen.findByRole('form', { name: 'Create program' })).findByRole('note')).toHaveTextContent(
      'No calendar is connected yet.',
    );
    expect(within(form()).getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
    expect(within(form()).getByLabelText('Calendar integration')).toBeDisabled();
    expect(within(form()).getByRole('button', { name: 'Create Program' })).toBeDisabled();
  });

  it('auto-selects the only active integration and rejects a missing or zero amount', async () => {
    const { callsTo } = openDashboard({ 'GET /api/integrations/calendar': reply(200, [google, makeIntegration({ id: 'old', provider: 'calendly', isActive: false })]) });
    await waitFor(() => expect(within(form()).getByLabelText('Calendar integration')).toHaveValue('google'));
    await submit('');
    await expectToast('Invalid amount', 'Please enter a valid payout amount');
    await submit('0');
    await expectToast('Invalid amount', 'Please enter a valid payout amount');
    expect(callsTo('POST', '/api/affiliate-programs')).toHaveLength(0);
  });

  it('asks for a choice when two integrations are active', async () => {
    openDashboard({ 'GET /api/integrations/calendar': reply(200, [google, calendly]) });
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Create Program' })).toBeEnabled());
    expect(within(form()).getByLabelText('Calendar integration')).toHaveValue('');
    await submit('50');
    await expectToast('Integration required', 'Please select an integration for this program');
  });

  it('auto-selects the only Calendly meeting type and creates the program', async () => {
    const { callsTo } = openDashboard({
      'GET /api/integrations/calendar': reply(200, [calendly]),
      'GET /api/integrations/calendly/event-types': reply(200, { collection: [type('et-1', 'Discovery Call')] }),
      'POST /api/affiliate-programs': reply(201, makeProgram({ integration: 'calendly', name: 'Summer Partners' })),
    });
    await waitFor(() => expect(within(form()).getByLabelText('Calendly meeting type')).toHaveValue('et-1'));
    await userEvent.setup().type(within(form()).getByLabelText('Program name (optional)'), ' Summer Partners ');
    await submit('72.5');
    await expectToast('Program created!', 'Summer Partners is ready: share its signup link below.');
    expect(callsTo('POST', '/api/affiliate-programs')[0].body).toEqual({
      payoutPerCall: 72.5,
      integration: 'calendly',
      calendlyEventType: 'et-1',
      name: 'Summer Partners',
    });
    expect(within(form()).getByLabelText('Commission per approved call ($)')).toHaveValue(null);
  });

  it('requires a meeting type when Calendly has several', async () => {
    const user = userEvent.setup();
    openDashboard({
      'GET /api/integrations/calendar': reply(200, [google, calendly]),
      'GET /api/integrations/calendly/event-types': reply(200, { collection: [type('a', '15 min'), type('b', '30 min')] }),
    });
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Create Program' })).toBeEnabled());
    await user.selectOptions(within(form()).getByLabelText('Calendar integration'), 'calendly');
    await waitFor(() => expect(within(form()).getByLabelText('Calendly meeting type')).toBeEnabled());
    expect(within(form()).getByLabelText('Calendly meeting type')).toHaveValue('');
    await submit('40');
    await expectToast('Meeting type required', 'Please select a Calendly meeting type for this program');
  });

  it('warns when Calendly meeting types cannot load', async () => {
    openDashboard({
      'GET /api/integrations/calendar': reply(200, [calendly]),
      'GET /api/integrations/calendly/event-types': reply(409, { message: 'Calendly connection expired' }),
    });
    const warning = await within(await screen.findByRole('form', { name: 'Create program' })).findByRole('alert');
    expect(warning).toHaveTextContent('Calendly meeting types cannot load. Your Calendly connection may have expired.');
    expect(within(warning).getByRole('link', { name: 'Reconnect Calendly in Integrations' })).toHaveAttribute('href', '/integrations');
  });

  it('shows the server message when creation is refused', async () => {
    openDashboard({
      'GET /api/integrations/calendar': reply(200, [google]),
      'POST /api/affiliate-programs': reply(422, { message: 'The commission can be at most $10,000.' }),
    });
    await waitFor(() => expect(within(form()).getByLabelText('Calendar integration')).toHaveValue('google'));
    await submit('20000');
    await expectToast('Error', 'The commission can be at most $10,000.');
  });
});
