// @vitest-environment jsdom
// The filter field in the staff's words: a status typed in any language, the start of one, and a
// value applied before the values it stands for were known.
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseLanguage } from '@/i18n/i18n'
import { SeenValuesContext } from '@/hooks/use-seen-values'
import { createSeenValues } from '@/lib/filters/seen-values'
import { loadValueWords } from '@/lib/filters/value-words'
import { FilterInput } from './data-table-filter-input'
import { filterDebounceMs } from './use-filter-field'

afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  await chooseLanguage('en')
})

function renderFilter(attribute: string, resourceName: string, value = '') {
  const store = createSeenValues()
  const onFilter = vi.fn()
  const source = { store, scope: resourceName, resourceName }
  const field = (applied: string) => (
    <SeenValuesContext value={source}>
      <FilterInput attribute={attribute} value={applied} onFilter={onFilter} />
    </SeenValuesContext>
  )
  const { rerender } = render(field(value))
  return { onFilter, store, setValue: (applied: string) => rerender(field(applied)) }
}

function typing() {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
}
const pause = () => act(() => vi.advanceTimersByTimeAsync(filterDebounceMs * 2))
const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent)

describe('a status filter knows the lifecycle before any row shows it', () => {
  it('offers it in words; "pend" and a pause apply nothing, Enter applies PENDING', async () => {
    const user = typing()
    const { onFilter } = renderFilter('status', 'bookings')
    const input = screen.getByRole('combobox', { name: 'Filter status' })
    await user.type(input, 'pend')
    await pause()
    expect(onFilter).not.toHaveBeenCalled()
    expect(optionTexts()[0]).toBe('Pending')
    await user.keyboard('{Enter}')
    expect(onFilter.mock.calls).toEqual([['status', 'PENDING']])
    expect(input).toHaveValue('PENDING')
  })

  it('"pending" typed as the page opens goes out as PENDING after a pause', async () => {
    const user = typing()
    const { onFilter } = renderFilter('status', 'bookings')
    await user.type(screen.getByRole('combobox', { name: 'Filter status' }), 'pending')
    await pause()
    expect(onFilter.mock.calls).toEqual([['status', 'PENDING']])
  })

  it('in German: cells’ words in the options, "ausstehend" goes out as PENDING', async () => {
    await chooseLanguage('de')
    const user = typing()
    const { onFilter } = renderFilter('status', 'bookings')
    const input = screen.getByRole('combobox', { name: 'status filtern' })
    await user.click(input)
    expect(optionTexts()).toEqual(
      expect.arrayContaining(['Ausstehend', 'Bestätigt', 'Abgelehnt', 'Storniert']),
    )
    await user.type(input, 'ausstehend')
    await pause()
    expect(onFilter.mock.calls).toEqual([['status', 'PENDING']])
  })

  it('a colleague’s language too, once its words are in: "εκκρεμ" and Enter in English', async () => {
    const user = typing()
    const { onFilter } = renderFilter('status', 'bookings')
    const input = screen.getByRole('combobox', { name: 'Filter status' })
    await user.click(input)
    await act(() => loadValueWords())
    await user.type(input, 'εκκρεμ')
    await pause()
    expect(onFilter).not.toHaveBeenCalled()
    expect(optionTexts()[0]).toBe('Pending')
    await user.keyboard('{Enter}')
    expect(onFilter.mock.calls).toEqual([['status', 'PENDING']])
  })

  it('a start shared by two values applies nothing on a pause, and itself on Enter', async () => {
    const user = typing()
    const { onFilter } = renderFilter('status', 'bookings')
    await user.type(screen.getByRole('combobox', { name: 'Filter status' }), 'co')
    await pause()
    expect(onFilter).not.toHaveBeenCalled()
    expect(optionTexts().slice(0, 2)).toEqual(['Completed', 'Confirmed'])
    await user.keyboard('{Enter}')
    expect(onFilter.mock.calls).toEqual([['status', 'co']])
  })
})

describe('a value applied before the values it stands for were seen', () => {
  it('goes out again as the known value when they come, and says so', async () => {
    const user = typing()
    const { onFilter, store, setValue } = renderFilter('productType', 'products')
    await user.type(screen.getByRole('combobox', { name: 'Filter productType' }), 'TOUR')
    await pause()
    expect(onFilter.mock.calls).toEqual([['productType', 'TOUR']])
    setValue('TOUR')
    act(() =>
      store.record('products', [
        { id: 1, productType: 'tour' },
        { id: 2, productType: 'transfer' },
      ]),
    )
    expect(onFilter.mock.calls).toEqual([
      ['productType', 'TOUR'],
      ['productType', 'tour'],
    ])
    setValue('tour')
    expect(screen.getByRole('status')).toHaveTextContent('“TOUR” is sent as tour')
  })

  it('a value from the URL that the field did not send stays as it is', () => {
    const { onFilter, store } = renderFilter('productType', 'products', 'TOUR')
    act(() => store.record('products', [{ id: 1, productType: 'tour' }]))
    expect(onFilter).not.toHaveBeenCalled()
  })
})
