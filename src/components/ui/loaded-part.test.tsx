// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codeLoadLimitMs } from '@/lib/load-code'
import { LoadedPart, preloadPart, useAfterFirstPaint } from './loaded-part'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const fakeFrames = () =>
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] })

const part = (name: string) => async () => ({ Part: () => <p>{name} is here</p> })

describe('useAfterFirstPaint', () => {
  it('is false through the first frame and true once the task after it has run', () => {
    fakeFrames()
    const { result } = renderHook(() => useAfterFirstPaint())
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersToNextFrame())
    expect(result.current).toBe(false)
    act(() => vi.runOnlyPendingTimers())
    expect(result.current).toBe(true)
  })

  it('is true at once, with nothing scheduled, when told not to wait', () => {
    fakeFrames()
    const { result } = renderHook(() => useAfterFirstPaint(false))
    expect(result.current).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('schedules nothing after unmounting', () => {
    fakeFrames()
    const { unmount } = renderHook(() => useAfterFirstPaint())
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('LoadedPart', () => {
  it('shows the placeholder until its code is in, then the part, with no Suspense boundary', async () => {
    const load = part('the part')
    render(
      <LoadedPart load={load} what="The part" placeholder={<p>holding its place</p>}>
        {({ Part }) => <Part />}
      </LoadedPart>,
    )
    expect(screen.getByText('holding its place')).toBeInTheDocument()
    expect(await screen.findByText('the part is here')).toBeInTheDocument()
    expect(screen.queryByText('holding its place')).not.toBeInTheDocument()
  })

  it('with afterFirstPaint, starts loading only once the page has been painted', async () => {
    fakeFrames()
    const load = vi.fn(part('the toolbar'))
    render(
      <LoadedPart load={load} what="The toolbar" afterFirstPaint>
        {({ Part }) => <Part />}
      </LoadedPart>,
    )
    await act(() => Promise.resolve())
    expect(load).not.toHaveBeenCalled()
    await act(() => vi.runAllTimersAsync())
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('the toolbar is here')).toBeInTheDocument()
  })

  it('shows a preloaded part in its very first render', async () => {
    const load = part('the dialog')
    preloadPart(load)
    await act(() => Promise.resolve())
    render(
      <LoadedPart load={load} what="The dialog" placeholder={<p>not this</p>}>
        {({ Part }) => <Part />}
      </LoadedPart>,
    )
    expect(screen.getByText('the dialog is here')).toBeInTheDocument()
    expect(screen.queryByText('not this')).not.toBeInTheDocument()
  })

  it('says what could not be loaded when its code fails to arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    render(
      <>
        <LoadedPart load={load} what="The toolbar">
          {() => <p>never</p>}
        </LoadedPart>
        <p>the rest of the page</p>
      </>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('The toolbar could not be loaded')
    expect(screen.getByText('the rest of the page')).toBeInTheDocument()
    expect(screen.queryByText('never')).not.toBeInTheDocument()
  })

  it('says so, with Reload, when its code has not come within the limit, never a placeholder for ever', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // A chunk of an older version, asked for after a new one was published, from a proxy that
    // never answers.
    const load = () => new Promise<never>(() => undefined)
    render(
      <LoadedPart load={load} what="The toolbar" placeholder={<p>holding its place</p>}>
        {() => <p>never</p>}
      </LoadedPart>,
    )
    await act(() => vi.advanceTimersByTimeAsync(codeLoadLimitMs - 1))
    expect(screen.getByText('holding its place')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.getByRole('alert')).toHaveTextContent('The toolbar could not be loaded')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    expect(screen.queryByText('holding its place')).not.toBeInTheDocument()
  })

  it('shows the part in place of the message when its code comes after the limit', async () => {
    vi.useFakeTimers()
    // A laptop closed while the chunk was on its way: on waking, the limit is over at once and
    // the chunk arrives a moment later.
    let arrive: (module: { Part: () => ReactNode }) => void = () => undefined
    const load = () => new Promise<{ Part: () => ReactNode }>((resolve) => (arrive = resolve))
    render(
      <LoadedPart load={load} what="The toolbar">
        {({ Part }) => <Part />}
      </LoadedPart>,
    )
    await act(() => vi.advanceTimersByTimeAsync(codeLoadLimitMs))
    expect(screen.getByRole('alert')).toHaveTextContent('The toolbar could not be loaded')

    await act(async () => arrive({ Part: () => <p>the toolbar is here</p> }))
    expect(screen.getByText('the toolbar is here')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('offers Reload when its code fails to arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    render(
      <LoadedPart load={load} what="The period" placeholder={<p>holding its place</p>}>
        {() => <p>never</p>}
      </LoadedPart>,
    )
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument()
    expect(screen.queryByText('holding its place')).not.toBeInTheDocument()
  })
})
