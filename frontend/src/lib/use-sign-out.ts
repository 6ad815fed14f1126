import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logoutMutationOptions } from '../api/auth';
import { resetAfterSignOut } from '../api/invalidation';
import { toast } from '../components/ui/use-toast';
import { errorMessage } from './api-client';

/** Logout from the top bar, the profile page or the admin header (SPEC.md sections 4 and 8). */
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
    // send the browser to /auth instead of / (SPEC.md section 4: logout ends at /).
    await navigate('/', { replace: true, flushSync: true });
    resetAfterSignOut(queryClient);
  }

  return { signOut: () => void signOut(), isSigningOut: mutation.isPending };
}
