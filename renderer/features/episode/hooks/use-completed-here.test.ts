import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCompletedHere } from './use-completed-here.ts';

describe('useCompletedHere', () => {
  it('is true only after this resource went from open to completed on screen', () => {
    const { result, rerender } = renderHook(
      ({ id, completed }: { id?: string; completed?: boolean }) => useCompletedHere(id, completed),
      { initialProps: {} as { id?: string; completed?: boolean } },
    );
    expect(result.current).toBe(false);
    rerender({ id: '1', completed: false });
    expect(result.current).toBe(false);
    rerender({ id: '1', completed: true });
    expect(result.current).toBe(true);
    // Another resource, already completed when shown: not completed here.
    rerender({ id: '2', completed: true });
    expect(result.current).toBe(false);
  });

  it('is false for a resource completed before the page opened', () => {
    const { result } = renderHook(() => useCompletedHere('3', true));
    expect(result.current).toBe(false);
  });
});
