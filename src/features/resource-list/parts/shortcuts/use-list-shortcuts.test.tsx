// @vitest-environment jsdom
import { useLayoutEffect } from 'react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useListShortcuts, type ListShortcutHandlers } from './use-list-shortcuts'

function handlers(): ListShortcutHandlers {
  return {
    focusFilter: vi.fn(),
    moveSelection: vi.fn(),
    openSelection: vi.fn(),
    page: vi.fn(),
    showHelp: vi.fn(),
    close: vi.fn(),
  }
}

function ListPage({ on }: { on: ListShortcutHandlers }) {
  useListShortcuts(on)
  return <p>rows</p>
}

/** Presses a key in the same commit that put the list on the page, before passive effects run. */
function KeyAtCommit({ pressed }: { pressed: string }) {
  useLayoutEffect(() => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: pressed, bubbles: true }))
  }, [pressed])
  return null
}

afterEach(cleanup)

describe('useListShortcuts', () => {
  it('hears a key pressed as soon as the list is on the page, before its effects have run', () => {
    const on = handlers()
    render(
      <>
        <ListPage on={on} />
        <KeyAtCommit pressed="?" />
      </>,
    )
    expect(on.showHelp).toHaveBeenCalledTimes(1)
  })

  it('leaves a key typed into a field to the field', () => {
    const on = handlers()
    render(
      <>
        <ListPage on={on} />
        <input aria-label="Filter" />
      </>,
    )
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'j' })
    expect(on.moveSelection).not.toHaveBeenCalled()
  })
})
