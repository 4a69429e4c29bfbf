import { useCallback, useState } from 'react';

export type SealDialog = 'company' | 'person' | 'amount' | 'bank';

/**
 * Which seal dialog is open. Every opening mounts a fresh dialog (`key`), so "the amount dialog reopens"
 * after a wrong amount starts from an empty field.
 */
export const useSealDialogs = () => {
  const [state, setState] = useState<{ which: SealDialog | null; key: number }>({ which: null, key: 0 });
  const open = useCallback((which: SealDialog) => setState((s) => ({ which, key: s.key + 1 })), []);
  const close = useCallback(() => setState((s) => ({ which: null, key: s.key })), []);
  return { which: state.which, key: state.key, open, close };
};
