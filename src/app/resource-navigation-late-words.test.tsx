// @vitest-environment jsdom
// "Open resource" says what is wrong with a name in words that load with the names on offer: here
// that part arrives late (e2e/faults.spec.ts: not at all).
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoApiForThisFile } from '@/test/demo-api'
import { renderApp } from '@/test/render-app'

const chunk = vi.hoisted(() => {
  const arrival = () => {
    let resolve = () => {}
    const promise = new Promise<void>((settle) => (resolve = settle))
    return { promise, resolve }
  }
  return { arrival: arrival() }
})
vi.mock('./resource-name-list', async (importOriginal) => {
  await chunk.arrival.promise
  return importOriginal()
})

const demoApi = demoApiForThisFile()
afterEach(() => {
  cleanup()
  localStorage.clear()
})

const field = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('combobox', {
    name: 'Open resource',
  })

describe('"Open resource" before the words about names are in', () => {
  it('drops the problem when the field was typed in before they came', async () => {
    const user = userEvent.setup()
    renderApp('/products', demoApi.current.url)
    await user.type(field(), 'no such/name{Enter}')
    await user.type(field(), 'x')
    chunk.arrival.resolve()
    // The part is in, and what waited for it has run (its callbacks are microtasks, all run
    // before the next task).
    await act(async () => {
      await import('./resource-name-list')
      await new Promise((done) => setTimeout(done))
    })
    expect(field()).toHaveValue('no such/namex')
    expect(field()).not.toHaveAccessibleDescription()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says what is wrong once they come, if the text is still the same', async () => {
    const user = userEvent.setup()
    renderApp('/products', demoApi.current.url)
    await user.type(field(), 'no such/name{Enter}')
    expect(
      await screen.findByText(
        'A resource name is one word of letters, digits, - and _ (up to 100).',
      ),
    ).toBeInTheDocument()
  })
})
