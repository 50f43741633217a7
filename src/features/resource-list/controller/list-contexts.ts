// One context per slice of the list controller, as ra-core hands its views ListSortContext,
// ListPaginationContext…: a part reads the slice it needs through its hook, and nothing else.
// Each hook throws outside a ListControllerProvider, where its slice does not exist.
import { createContext, useContext, type Context } from 'react'
import type { ListColumns } from './use-list-columns'
import type { ListData } from './use-list-data'
import type { ListNavigation } from './use-list-navigation'
import type { RecordLookup } from './use-record-lookup'
import type { RecordSelection } from './use-record-selection'
import type { RowMarking } from './use-row-marks'
import type { ListPanels, ListView } from './use-resource-list'

/** The selection, with the open record as found (on the page shown, else looked up by id). */
export type ListSelection = RecordSelection & Omit<RecordLookup, 'record'>

function sliceContext<Slice>(name: string): [Context<Slice | null>, () => Slice] {
  const context = createContext<Slice | null>(null)
  const useSlice = () => {
    const slice = useContext(context)
    if (slice === null) throw new Error(`${name} is read outside a ListControllerProvider.`)
    return slice
  }
  return [context, useSlice]
}

export const [ListViewContext, useListViewContext] = sliceContext<ListView>('ListViewContext')
export const [ListDataContext, useListDataContext] = sliceContext<ListData>('ListDataContext')
export const [ListColumnsContext, useListColumnsContext] =
  sliceContext<ListColumns>('ListColumnsContext')
export const [ListNavigationContext, useListNavigationContext] =
  sliceContext<ListNavigation>('ListNavigationContext')
export const [ListSelectionContext, useListSelectionContext] =
  sliceContext<ListSelection>('ListSelectionContext')
export const [ListMarksContext, useListMarksContext] = sliceContext<RowMarking>('ListMarksContext')
export const [ListPanelsContext, useListPanelsContext] =
  sliceContext<ListPanels>('ListPanelsContext')
