import { act, render, screen, within } from '@testing-library/react';
import { LazyToaster } from './lazy-toaster';
import { dismissToast, toast } from './use-toast';

const notifications = () => screen.queryByRole('region', { name: /notifications/i });

describe('LazyToaster', () => {
  afterEach(() => act(() => dismissToast()));

  it('loads no viewport until a toast is raised', async () => {
    render(<LazyToaster />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(notifications()).toBeNull();
  });

  it('shows a toast raised while the viewport is still loading', async () => {
    render(<LazyToaster />);
    act(() => {
      toast({ title: 'Saved', description: 'Your changes are in.' });
    });
    const region = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(region).findByText('Saved')).toBeInTheDocument();
    expect(within(region).getByText('Your changes are in.')).toBeInTheDocument();
  });

  it('shows a toast raised before it was even mounted', async () => {
    toast({ title: 'Session Expired', variant: 'destructive' });
    render(<LazyToaster />);
    const region = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(region).findByText('Session Expired')).toBeInTheDocument();
  });
});
