/**
 * The colour a status reads in, by what it means, the same on every screen: done or in force (success), waiting
 * for someone or under way (processing), held by a process (warning), refused, failed or blocked (error), not
 * started, over or put aside (default). Each status table gives one tone per status.
 */
export type StatusTone = 'default' | 'processing' | 'success' | 'warning' | 'error';
