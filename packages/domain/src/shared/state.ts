import { defaultErrorMessage, defineRefusals } from './errors';

/**
 * Refusals of a guarded status move (ARCHITECTURE §5): the row was not in a status the move starts from, or
 * another request moved it first. The caller names the rule in its own words (its module's messages); without
 * them the user is asked to refresh.
 */
export const stateRefusals = defineRefusals('state', {
  statusChanged: [409, (message?: string) => message ?? defaultErrorMessage[409]],
});
