import { useState } from 'react';

/**
 * The value a control shows while a change to it is being saved: the user's choice at once (a ticked checkbox
 * stays ticked from the click on), until the confirmed value changes (the optimistic update or the server's
 * answer arrived) or the call settles. A controlled input fed only by data that changes after an await would snap
 * back for a moment on each click.
 */
export function useInstantValue<T>(confirmed: T): {
  value: T;
  begin: (value: T) => void;
  settle: () => void;
} {
  const [state, setState] = useState<{ confirmed: T; pending: { value: T } | null }>({
    confirmed,
    pending: null,
  });
  // A new confirmed value ends the pending one (React's "adjust state when a prop changes" pattern).
  if (!Object.is(state.confirmed, confirmed)) setState({ confirmed, pending: null });
  const pending = Object.is(state.confirmed, confirmed) ? state.pending : null;
  return {
    value: pending ? pending.value : confirmed,
    begin: (value) => setState({ confirmed, pending: { value } }),
    settle: () => setState((s) => ({ ...s, pending: null })),
  };
}
