// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DataTableHeader, type ColumnResize } from './data-table-header'

afterEach(cleanup)
beforeAll(() => {
  // jsdom has no pointer capture.
  Element.prototype.setPointerCapture ??= () => undefined
})

function renderHeader(width: number) {
  const resize = { preview: vi.fn(), commit: vi.fn(), reset: vi.fn() } satisfies ColumnResize
  render(
    <table>
      <thead>
        <tr>
          <DataTableHeader
            id="city"
            sortable={false}
            onSort={() => undefined}
            placement={{ key: 'city', className: '' }}
            width={width}
            resize={resize}
          />
        </tr>
      </thead>
    </table>,
  )
  return { resize, handle: screen.getByRole('separator', { name: 'Resize city' }) }
}

describe('a column header resize handle', () => {
  it('commits the width a drag ends at', () => {
    const { resize, handle } = renderHeader(150)
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 100 })
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 160 })
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 160 })
    expect(resize.preview).toHaveBeenLastCalledWith('city', 210)
    expect(resize.commit).toHaveBeenCalledExactlyOnceWith('city', 210)
  })

  it('puts the column back and keeps its width when a drag is cancelled', () => {
    const { resize, handle } = renderHeader(150)
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 100 })
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 160 })
    fireEvent.pointerCancel(handle, { pointerId: 1, clientX: 160 })
    expect(resize.preview).toHaveBeenLastCalledWith('city', 150)
    expect(resize.commit).not.toHaveBeenCalled()
    // toHaveValue reads aria-valuenow of sliders and the like only, not of a separator.
    // eslint-disable-next-line jest-dom/prefer-to-have-value
    expect(handle).toHaveAttribute('aria-valuenow', '150')
    // The drag is over: a later move changes nothing.
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 200 })
    expect(resize.preview).toHaveBeenCalledTimes(2)
  })
})

describe('a column header that cannot be sorted', () => {
  it('says why, where the service refused nothing', () => {
    renderHeader(150)
    expect(screen.getByRole('columnheader', { name: /City/ })).toHaveAccessibleDescription(
      "Lists can't be sorted or filtered by this field – only by top-level fields with plain names",
    )
  })
})
