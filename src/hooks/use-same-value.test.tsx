// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSameValue } from './use-same-value'

function renderCounted<T extends object>(initial: T) {
  let renders = 0
  const hook = renderHook(
    ({ value }) => {
      renders += 1
      return useSameValue(value)
    },
    { initialProps: { value: initial } },
  )
  return { ...hook, renders: () => renders }
}

describe('useSameValue', () => {
  it('keeps the kept value while an equal one comes, and takes a different one at once', () => {
    const { result, rerender, renders } = renderCounted([{ id: 'price', direction: 'ASC' }])
    const first = result.current
    rerender({ value: [{ id: 'price', direction: 'ASC' }] })
    expect(result.current).toBe(first)
    rerender({ value: [{ id: 'price', direction: 'DESC' }] })
    expect(result.current).not.toBe(first)
    expect(result.current).toEqual([{ id: 'price', direction: 'DESC' }])
    expect(renders()).toBe(3) // once per new value: nothing renders the caller twice
  })
})
