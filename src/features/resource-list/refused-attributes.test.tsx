// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { forgetKnownColumns } from '@/lib/preferences/known-columns'
import { forgetRefusedAttributes } from '@/lib/preferences/refused-attributes'
import { demoApiForThisFile } from '@/test/demo-api'
import { renderApp } from '@/test/render-app'

const demoApi = demoApiForThisFile()
afterEach(() => {
  cleanup()
  localStorage.clear()
  forgetKnownColumns()
  forgetRefusedAttributes()
})

// No bookings match, and none were seen before: the columns are the configured ones, among
// them `customer.name`, which the demo API filters by but refuses to sort by (a nested field there).
const emptyView = '/bookings?filters[status]=NOPE'

describe('an attribute the service refuses', () => {
  it('is said in words, with its request, and is not offered again at that Base URL', async () => {
    const user = userEvent.setup()
    const view = renderApp(`${emptyView}&sorting[customer.name]=ASC`, demoApi.current.url)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("The service can't sort by Customer name.")
    // The Request panel, opened from the toolbar, shows the refused request, not "loading…".
    await user.click(await screen.findByRole('button', { name: 'Request', expanded: false }))
    const request = await screen.findByRole('region', { name: 'Request' })
    expect(request).toHaveTextContent(/sorting\[customer\.name\]=ASC/)
    expect(request).toHaveTextContent(/400 · \d+ ms/)
    expect(request).not.toHaveTextContent('loading…')

    await user.click(within(alert).getByRole('button', { name: 'Remove sort by Customer name' }))
    expect(await screen.findByText(/No bookings match/)).toBeInTheDocument()
    expect(view.location()).toBe(emptyView)
    const after = screen.getByRole('columnheader', { name: /\(customer\.name\)$/ })
    expect(within(after).queryByRole('button')).not.toBeInTheDocument()
    expect(after).toHaveAccessibleDescription("The service can't sort by this")
    // Refused as a sort only: it is still offered as a filter, as other columns are sorted by.
    expect(screen.getByRole('combobox', { name: 'Filter customer.name' })).toBeInTheDocument()
    const reference = screen.getByRole('columnheader', { name: /\(reference\)$/ })
    expect(within(reference).getByRole('button')).toBeInTheDocument()
    view.unmount()

    // Remembered for this resource at this Base URL, across a reload.
    renderApp(emptyView, demoApi.current.url)
    expect(await screen.findByText(/No bookings match/)).toBeInTheDocument()
    const again = screen.getByRole('columnheader', { name: /\(customer\.name\)$/ })
    expect(within(again).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Filter customer.name' })).toBeInTheDocument()
  })
})
