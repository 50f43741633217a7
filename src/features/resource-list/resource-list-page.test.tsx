// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startDemoApi } from '../../../demo-api/test-server'
import { demoApiForThisFile } from '@/test/demo-api'
import { renderApp } from '@/test/render-app'
import { filterDebounceMs } from '@/components/data-table/data-table-filters'
import { formatCount } from '@/lib/columns/format-value'

const demoApi = demoApiForThisFile()
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** A header's name: its words, then the attribute it stands for ("Total price (totalPrice)"). */
const byAttribute = (attribute: string) => new RegExp(`\\(${attribute}\\)$`)

const cases = [
  {
    resource: 'products',
    title: 'Products',
    filter: 'productType',
    value: 'tour',
    sortable: 'price',
    defaultSort: undefined,
  },
  {
    resource: 'bookings',
    title: 'Bookings',
    filter: 'status',
    value: 'PENDING',
    sortable: 'totalPrice',
    defaultSort: 'createdAt',
  },
  // No file in src/resources/ names it: the generic list, from the records alone.
  {
    resource: 'suppliers',
    title: 'Suppliers',
    filter: 'status',
    value: 'PAUSED',
    sortable: 'commissionRate',
    defaultSort: undefined,
  },
]

describe.each(cases)(
  '$resource list',
  ({ resource, title, filter, value, sortable, defaultSort }) => {
    it('shows the records with sortable headers and the pager', async () => {
      renderApp(`/${resource}`, demoApi.current.url)
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
      expect(await screen.findByText(/^Page 1/)).toBeInTheDocument()
      const table = screen.getByRole('table')
      const header = within(table).getByRole('columnheader', { name: byAttribute(sortable) })
      expect(header).toHaveAttribute('aria-sort', 'none')
      expect(within(header).getByRole('button')).toBeInTheDocument()
      if (defaultSort) {
        expect(
          within(table).getByRole('columnheader', { name: byAttribute(defaultSort) }),
        ).toHaveAttribute('aria-sort', 'descending')
      }
      expect(screen.getByText(/^Page 1/)).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
      expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    })

    it('applies a filter once typing pauses, not on every key', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const { location } = renderApp(`/${resource}`, demoApi.current.url)
      const input = await screen.findByRole('combobox', { name: `Filter ${filter}` })
      await user.type(input, value)
      expect(location()).toBe(`/${resource}`)
      await act(() => vi.advanceTimersByTimeAsync(filterDebounceMs))
      expect(location()).toBe(`/${resource}?filters[${filter}]=${value}`)
    })

    it('applies a filter at once on Enter', async () => {
      const user = userEvent.setup()
      const { location } = renderApp(`/${resource}`, demoApi.current.url)
      const input = await screen.findByRole('combobox', { name: `Filter ${filter}` })
      await user.type(input, `${value}{Enter}`)
      expect(location()).toBe(`/${resource}?filters[${filter}]=${value}`)
    })

    it('sorts on a header click and cycles ascending, descending, unsorted', async () => {
      const user = userEvent.setup()
      const { location } = renderApp(`/${resource}`, demoApi.current.url)
      const table = await screen.findByRole('table')
      // A resource with no configuration has its columns once its records are in.
      await within(table).findByRole('columnheader', { name: byAttribute(sortable) })
      const button = () =>
        within(within(table).getByRole('columnheader', { name: byAttribute(sortable) })).getByRole(
          'button',
        )
      await user.click(button())
      expect(location()).toBe(`/${resource}?sorting[${sortable}]=ASC`)
      await user.click(button())
      expect(location()).toBe(`/${resource}?sorting[${sortable}]=DESC`)
      await user.click(button())
      expect(location()).toBe(`/${resource}`)
    })

    it('says a page past the end does not exist, and disables Next there', async () => {
      renderApp(`/${resource}?pagination[size]=20&pagination[page]=999`, demoApi.current.url)
      // The page number is written in the reader's locale ("1,000", "1 000", "1.000").
      // (Testing Library reads any run of spaces, no-break ones too, as one plain space.)
      const thousand = formatCount(1000).replace(/\s+/g, ' ')
      expect(
        await screen.findByText(
          new RegExp(`^Page ${thousand} doesn't exist: this list has \\S+ pages?\\.$`),
        ),
      ).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
      expect(screen.getByRole('button', { name: 'Go to the last page' })).toBeInTheDocument()
      // Not "Page 1,000 of 12": the pager does not contradict the message.
      expect(screen.getByText(`Page ${thousand}`)).toBeInTheDocument()
    })
  },
)

describe('URL correction', () => {
  it('replaces an invalid URL with its corrected form and says what changed', async () => {
    const { location, navigationType } = renderApp(
      '/products?pagination[size]=500&sorting[price]=UP',
      demoApi.current.url,
    )
    expect(await screen.findByText(/page size 500 is out of range/)).toBeInTheDocument()
    expect(location()).toBe('/products?pagination[size]=20')
    expect(navigationType()).toBe('REPLACE')
  })
})

describe('record values', () => {
  it('renders markup in values as text', async () => {
    const hostile = await startDemoApi({
      data: {
        products: [
          { id: 'x1', name: '<img src=x onerror="window.hacked=1">', productType: 'TOUR' } as never,
        ],
        bookings: [],
        suppliers: [],
      },
    })
    try {
      renderApp('/products', hostile.url)
      expect(await screen.findByText('<img src=x onerror="window.hacked=1">')).toBeInTheDocument()
      expect(screen.queryByRole('img')).not.toBeInTheDocument()
    } finally {
      await hostile.close()
    }
  })
})
