// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultColumnLayout, type ColumnLayout } from '@/lib/columns/column-layout'
import { ColumnsMenu } from './columns-menu'

afterEach(cleanup)

const columns = ['id', 'city', 'price', 'active'].map((id) => ({ id, attribute: id }))

async function openMenu(layout: ColumnLayout) {
  const onLayoutChange = vi.fn<(layout: ColumnLayout | undefined) => void>()
  render(<ColumnsMenu columns={{ columns, sorts: [] }} layout={layout} onChange={onLayoutChange} />)
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }))
  return { onLayoutChange }
}

const pinnedPriceHiddenCity: ColumnLayout = {
  ...defaultColumnLayout,
  columnVisibility: { city: false },
  columnPinning: { start: ['price'], end: [] },
}

describe('ColumnsMenu', () => {
  it('lists the columns in the order the table shows them, pinned first, hidden ones kept', async () => {
    await openMenu(pinnedPriceHiddenCity)
    const names = screen
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('button', { name: /up$/ }).getAttribute('aria-label'))
    expect(names).toEqual(['Move price up', 'Move id up', 'Move city up', 'Move active up'])
  })

  it('moves a column only among the pinned, or only among the unpinned', async () => {
    await openMenu(pinnedPriceHiddenCity)
    expect(screen.getByRole('button', { name: 'Move price up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move price down' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move id up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move active down' })).toBeDisabled()
  })

  it('moves an unpinned column past its unpinned neighbour', async () => {
    const { onLayoutChange } = await openMenu(pinnedPriceHiddenCity)
    await userEvent.click(screen.getByRole('button', { name: 'Move id down' }))
    const [layout] = onLayoutChange.mock.lastCall!
    expect(layout!.columnOrder.filter((id) => id !== 'price')).toEqual(['city', 'id', 'active'])
  })

  it('reorders the pinned columns among themselves', async () => {
    const { onLayoutChange } = await openMenu({
      ...defaultColumnLayout,
      columnPinning: { start: ['price', 'active'], end: [] },
    })
    expect(screen.getByRole('button', { name: 'Move active down' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Move active up' }))
    const [layout] = onLayoutChange.mock.lastCall!
    expect(layout!.columnPinning.start).toEqual(['active', 'price'])
  })
})
