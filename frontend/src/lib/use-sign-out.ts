import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logoutMutationOptions } from '../api/auth';
import { resetAfterSignOut } from '../api/invalidation';
import { toast } from '../components/ui/use-toast';
import { errorMessage } from './api-client';

/** Logout from the top bar, the profile page or the admin header (docs/product/screen-states.md, Session; docs/product/messages.md, Failure toasts). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(logoutMutationOptions());

  async function signOut() {
    try {
      await mutation.mutateAsync();
    } catch (error) {
      toast({ title: 'Logout failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      return;
    }
    // Leave the signed-in page first: clearing the user while still on it would make its guard
    // send the browser to /auth instead of / (docs/product/screen-states.md, Session: logout ends at /).
    await navigate('/', { replace: true, flushSync: true });
    resetAfterSignOut(queryClient);
  }

  return { signOut: () => void signOut(), isSigningOut: mutation.isPending };
}
