// The list page's controller, provided: each slice in its own context (list-contexts.ts).
import type { ReactNode } from 'react'
import type { ResourceConfig } from '@/resources'
import {
  ListColumnsContext,
  ListDataContext,
  ListMarksContext,
  ListNavigationContext,
  ListPanelsContext,
  ListSelectionContext,
  ListViewContext,
} from './list-contexts'
import { useResourceList } from './use-resource-list'

export function ListControllerProvider({
  resource,
  children,
}: {
  resource: ResourceConfig
  children: ReactNode
}) {
  const { view, panels, data, columns, navigation, selection, marking } = useResourceList(resource)
  return (
    <ListViewContext value={view}>
      <ListDataContext value={data}>
        <ListColumnsContext value={columns}>
          <ListNavigationContext value={navigation}>
            <ListSelectionContext value={selection}>
              <ListMarksContext value={marking}>
                <ListPanelsContext value={panels}>{children}</ListPanelsContext>
              </ListMarksContext>
            </ListSelectionContext>
          </ListNavigationContext>
        </ListColumnsContext>
      </ListDataContext>
    </ListViewContext>
  )
}
