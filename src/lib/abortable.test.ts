import { describe, expect, it } from 'vitest'
import { abortable } from './abortable'

const stopped = new Error('stopped')

describe('abortable', () => {
  it('settles as the promise does while the signal has not aborted', async () => {
    const signal = new AbortController().signal
    await expect(abortable(Promise.resolve('code'), signal)).resolves.toBe('code')
    const failed = new Error('chunk failed')
    await expect(abortable(Promise.reject(failed), signal)).rejects.toBe(failed)
  })

  it("rejects with the signal's reason at once when it has already aborted", async () => {
    const controller = new AbortController()
    controller.abort(stopped)
    await expect(abortable(Promise.resolve('code'), controller.signal)).rejects.toBe(stopped)
  })

  it("rejects with the signal's reason when it aborts first, whatever comes after", async () => {
    const controller = new AbortController()
    let arrive: (value: string) => void = () => {}
    const waited = abortable(
      new Promise<string>((resolve) => (arrive = resolve)),
      controller.signal,
    )
    controller.abort(stopped)
    arrive('code')
    await expect(waited).rejects.toBe(stopped)
  })

  it('keeps the value when the signal aborts after the promise settled', async () => {
    const controller = new AbortController()
    const waited = abortable(Promise.resolve('code'), controller.signal)
    await expect(waited).resolves.toBe('code')
    controller.abort(stopped)
    await expect(waited).resolves.toBe('code')
  })
})
