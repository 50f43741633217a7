// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CopyButton, CopyButtonGroup } from './copy-button'
import { MessageArea } from './message-area'

const writeText = vi.fn<(text: string) => Promise<void>>()

beforeEach(() => {
  vi.useFakeTimers()
  writeText.mockReset().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function click(name: string) {
  const copies = writeText.mock.calls.length
  fireEvent.click(screen.getByRole('button', { name }))
  expect(writeText).toHaveBeenCalledTimes(copies + 1)
  // The copy's outcome shows once the clipboard's promise has settled.
  await act(async () => {
    await (writeText.mock.results.at(-1)?.value as Promise<void>).catch(() => undefined)
  })
}

function renderGroup() {
  render(
    <CopyButtonGroup className="tools">
      <CopyButton label="Copy link" text={() => 'the link'} copiedMessage="Link copied" />
      <CopyButton label="Copy JSON" text={() => '{}'} copiedMessage="JSON copied" />
    </CopyButtonGroup>,
  )
}

function renderInArea() {
  render(
    <MessageArea>
      <CopyButton label="Copy link" text={() => 'the link'} copiedMessage="Link copied" />
    </MessageArea>,
  )
}

it.each([
  ['in a group', renderGroup],
  ['in a message area', renderInArea],
])('a copy button %s shows its word for 5 s from the latest copy', async (_where, show) => {
  show()
  await click('Copy link')
  expect(screen.getByRole('status')).toHaveTextContent('Link copied')
  act(() => vi.advanceTimersByTime(4000))
  await click('Copy link')
  act(() => vi.advanceTimersByTime(4000))
  expect(screen.getByRole('status')).toHaveTextContent('Link copied')
  act(() => vi.advanceTimersByTime(1100))
  expect(screen.getByRole('status')).toBeEmptyDOMElement()
})

describe('copy buttons in a group', () => {
  it('share one line, where the latest copy replaces the word of the one before', async () => {
    renderGroup()
    expect(screen.getAllByRole('status')).toHaveLength(1)
    await click('Copy link')
    expect(writeText).toHaveBeenLastCalledWith('the link')
    expect(screen.getByRole('status')).toHaveTextContent(/^Link copied$/)
    await click('Copy JSON')
    expect(writeText).toHaveBeenLastCalledWith('{}')
    expect(screen.getByRole('status')).toHaveTextContent(/^JSON copied$/)
  })

  it('say so when the browser refuses the copy', async () => {
    writeText.mockRejectedValue(new Error('refused'))
    renderGroup()
    await click('Copy JSON')
    expect(screen.getByRole('status')).toHaveTextContent(/could not copy/i)
  })
})

describe('a copy button on its own', () => {
  it('says beside itself that it copied, for a moment', async () => {
    render(<CopyButton label="Copy cURL" text={() => 'curl'} copiedMessage="cURL copied" />)
    await click('Copy cURL')
    expect(screen.getByRole('status')).toHaveTextContent('cURL copied')
    act(() => vi.advanceTimersByTime(5100))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})

describe('a copy button in a message area', () => {
  it('says a refused copy as an alert', async () => {
    writeText.mockRejectedValue(new Error('refused'))
    renderInArea()
    await click('Copy link')
    expect(screen.getByRole('alert')).toHaveTextContent(/could not copy/i)
  })
})
