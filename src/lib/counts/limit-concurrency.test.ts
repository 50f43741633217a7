import { describe, expect, it } from 'vitest'
import { createLimiter } from './limit-concurrency'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createLimiter', () => {
  it('runs at most two at a time, the next as one ends, in order', async () => {
    const limiter = createLimiter(2)
    const gates = [deferred(), deferred(), deferred(), deferred()]
    const started: number[] = []
    let running = 0
    let most = 0
    const runs = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index)
        most = Math.max(most, ++running)
        await gate.promise
        running--
        return index
      }),
    )
    await settle()
    expect(started).toEqual([0, 1])
    gates[1]!.resolve()
    await settle()
    expect(started).toEqual([0, 1, 2])
    for (const gate of gates) gate.resolve()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3])
    expect(most).toBe(2)
  })

  it('frees the slot of a task that fails', async () => {
    const limiter = createLimiter(1)
    await expect(limiter.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect(await limiter.run(() => Promise.resolve('next'))).toBe('next')
  })

  it('never starts a task aborted while it waits', async () => {
    const limiter = createLimiter(1)
    const gate = deferred()
    const first = limiter.run(() => gate.promise)
    const controller = new AbortController()
    let ran = false
    const second = limiter.run(async () => {
      ran = true
    }, controller.signal)
    controller.abort(new Error('left'))
    await expect(second).rejects.toThrow('left')
    gate.resolve()
    await first
    expect(await limiter.run(() => Promise.resolve(3))).toBe(3)
    expect(ran).toBe(false)
  })
})
