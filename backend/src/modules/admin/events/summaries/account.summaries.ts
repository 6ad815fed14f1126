import { actorOf, type Summariser } from './summary-input';
import { capitalised, quoted, sentence } from './summary-text';

/** Suspensions by an admin (domain/account-status): the admin is the actor, the account is `userId`. */
export const ACCOUNT_SUMMARIES: Record<string, Summariser> = {
  AccountSuspended: (event, names) => {
    const d = event.data;
    const reason = quoted(d.reason);
    return capitalised(sentence(actorOf(event, names, names.admin(d.suspendedBy)), ' suspended ', names.user(d.userId), reason ? `: ${reason}` : ''));
  },
  AccountReinstated: (event, names) => {
    const d = event.data;
    const note = quoted(d.note);
    return capitalised(sentence(actorOf(event, names, names.admin(d.reinstatedBy)), ' reinstated ', names.user(d.userId), note ? `: ${note}` : ''));
  },
};
