// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SeenValuesContext } from '@/hooks/use-seen-values'
import { createSeenValues } from '@/lib/filters/seen-values'
import { FilterInput } from './data-table-filter-input'
import { filterDebounceMs } from './use-filter-field'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const rows = [
  { id: 1, productType: 'TOUR', active: true, startDate: '2026-10-17', city: 'Lisbon' },
  { id: 2, productType: 'TRANSFER', active: false, startDate: '2026-10-18', city: 'Lyon' },
  { id: 3, productType: 'TICKET', active: true, startDate: '2026-10-19', city: 'Paris' },
  { id: 4, productType: 'TOUR', active: true, startDate: '2026-10-19', city: 'London' },
  { id: 5, productType: 'TRANSFER', active: true, startDate: '2026-10-20', city: 'Porto' },
  { id: 6, productType: 'TICKET', active: false, startDate: '2026-10-21', city: 'Rome' },
]

function renderFilter(attribute: string, value = '') {
  const store = createSeenValues()
  store.record('products', rows)
  const onFilter = vi.fn()
  render(
    <SeenValuesContext value={{ store, scope: 'products' }}>
      <FilterInput attribute={attribute} value={value} onFilter={onFilter} />
    </SeenValuesContext>,
  )
  return { onFilter, store }
}

describe('a text filter suggests the values seen', () => {
  it('as a combobox whose listbox opens on typing; the keyboard picks one and applies it', async () => {
    const user = userEvent.setup()
    const { onFilter } = renderFilter('productType')
    const input = screen.getByRole('combobox', { name: 'Filter productType' })
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await user.type(input, 'tr')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    const options = screen.getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual(['TRANSFER', 'TICKET', 'TOUR'])
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    const active = screen.getByRole('option', { name: 'TRANSFER' })
    expect(active).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', active.id)
    await user.keyboard('{Enter}')
    expect(onFilter.mock.calls).toEqual([['productType', 'TRANSFER']])
    expect(input).toHaveValue('TRANSFER')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('sends nothing for a value typed halfway, one request for a picked one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { onFilter } = renderFilter('city')
    const input = screen.getByRole('combobox', { name: 'Filter city' })
    await user.type(input, 'l')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Lisbon',
      'Lyon',
      'London',
    ])
    await user.click(screen.getByRole('option', { name: 'Lyon' }))
    await act(() => vi.advanceTimersByTimeAsync(filterDebounceMs * 2))
    expect(onFilter.mock.calls).toEqual([['city', 'Lyon']])
    expect(input).toHaveFocus()
  })

  it('Escape closes the list and takes back what was typed but not applied', async () => {
    const user = userEvent.setup()
    const { onFilter } = renderFilter('productType', 'TOUR')
    const input = screen.getByRole('combobox', { name: 'Filter productType' })
    await user.type(input, 'X')
    expect(screen.getByRole('listbox', { name: 'Values of productType' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveValue('TOUR')
    expect(onFilter).not.toHaveBeenCalled()
  })

  it('offers nothing for a column with many values until something is typed', async () => {
    const user = userEvent.setup()
    renderFilter('city')
    await user.click(screen.getByRole('combobox', { name: 'Filter city' }))
    await user.keyboard('{ArrowDown}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })
})

describe('other kinds of values', () => {
  it('a true/false column is a choice of any / yes / no that sends true or false', async () => {
    const user = userEvent.setup()
    const { onFilter } = renderFilter('active')
    const select = screen.getByRole('combobox', { name: 'Filter active' })
    expect(
      [...(select as HTMLSelectElement).options].map((option) => [option.text, option.value]),
    ).toEqual([
      ['any', ''],
      ['yes', 'true'],
      ['no', 'false'],
    ])
    await user.selectOptions(select, 'no')
    expect(onFilter.mock.calls).toEqual([['active', 'false']])
  })

  it('a date column is a date input', async () => {
    const user = userEvent.setup()
    const { onFilter } = renderFilter('startDate')
    const input = screen.getByLabelText('Filter startDate')
    expect(input).toHaveAttribute('type', 'date')
    await user.type(input, '2026-10-19{Enter}')
    expect(onFilter.mock.calls).toEqual([['startDate', '2026-10-19']])
  })

  it.each([
    ['active', 'maybe'],
    ['startDate', 'soon'],
  ])('stays a text filter for %s = %j, which the choice could not show', (attribute, value) => {
    renderFilter(attribute, value)
    expect(screen.getByRole('combobox', { name: `Filter ${attribute}` })).toHaveValue(value)
  })
})
