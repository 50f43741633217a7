// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ActiveFilters } from './data-table-filters'

afterEach(cleanup)

const noop = () => undefined
const rows: never[] = []

describe('the active filters', () => {
  it('keep each chip its own element when another goes, so focus stays with what it was on', () => {
    const { rerender } = render(
      <ActiveFilters
        filters={{ city: 'Lisbon', status: 'PAID' }}
        rows={rows}
        onFilter={noop}
        onClearAll={noop}
      />,
    )
    const statusChip = screen.getByRole('button', { name: 'Clear filter status' })
    rerender(
      <ActiveFilters filters={{ status: 'PAID' }} rows={rows} onFilter={noop} onClearAll={noop} />,
    )
    expect(screen.getByRole('button', { name: 'Clear filter status' })).toBe(statusChip)
    expect(screen.queryByRole('button', { name: 'Clear filter city' })).not.toBeInTheDocument()
  })

  it('mark the spaces at either end of a value, and name them', () => {
    render(
      <ActiveFilters
        filters={{ city: ' Lisbon ' }}
        rows={rows}
        onFilter={noop}
        onClearAll={noop}
      />,
    )
    const list = screen.getByRole('list', { name: 'Active filters' })
    const [chip] = within(list).getAllByRole('listitem')
    expect(chip).toHaveTextContent('City = ␣Lisbon␣ (starts and ends with a space)')
  })

  it('read a yes/no column as its cells do, and anything else as sent', () => {
    const shown = [{ active: true, note: 'true' }]
    render(
      <ActiveFilters
        filters={{ active: 'true', note: 'true' }}
        rows={shown}
        onFilter={noop}
        onClearAll={noop}
      />,
    )
    const [active, note] = within(
      screen.getByRole('list', { name: 'Active filters' }),
    ).getAllByRole('listitem')
    expect(active).toHaveTextContent('Active = yes')
    expect(note).toHaveTextContent('Note = true')
  })
})
