// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLastDefined } from './use-last-defined'

describe('useLastDefined', () => {
  it('gives the last defined value while the value is undefined, and each new one at once', () => {
    let renders = 0
    const { result, rerender } = renderHook(
      ({ value }: { value: string | undefined }) => {
        renders += 1
        return useLastDefined(value)
      },
      { initialProps: { value: undefined as string | undefined } },
    )
    expect(result.current).toBeUndefined()
    rerender({ value: 'page 1' })
    expect(result.current).toBe('page 1')
    rerender({ value: 'page 2' })
    rerender({ value: undefined })
    expect(result.current).toBe('page 2')
    rerender({ value: undefined })
    expect(result.current).toBe('page 2')
    rerender({ value: 'page 3' })
    expect(result.current).toBe('page 3')
    expect(renders).toBe(6) // once per rerender: nothing renders the caller twice
  })
})
