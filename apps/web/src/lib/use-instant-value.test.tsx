import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInstantValue } from './use-instant-value';

describe('useInstantValue', () => {
  it('shows the confirmed value until a change begins', () => {
    const { result } = renderHook(({ confirmed }) => useInstantValue(confirmed), {
      initialProps: { confirmed: false },
    });
    expect(result.current.value).toBe(false);
  });

  it("shows the user's choice at once, until the confirmed value changes", () => {
    const { result, rerender } = renderHook(({ confirmed }) => useInstantValue(confirmed), {
      initialProps: { confirmed: false },
    });
    act(() => result.current.begin(true));
    expect(result.current.value).toBe(true);
    rerender({ confirmed: false });
    expect(result.current.value).toBe(true);
    rerender({ confirmed: true });
    expect(result.current.value).toBe(true);
    // A rollback (the save failed) shows again.
    rerender({ confirmed: false });
    expect(result.current.value).toBe(false);
  });

  it('goes back to the confirmed value when the call settles without a change', () => {
    const { result } = renderHook(() => useInstantValue(false));
    act(() => result.current.begin(true));
    expect(result.current.value).toBe(true);
    act(() => result.current.settle());
    expect(result.current.value).toBe(false);
  });
});
