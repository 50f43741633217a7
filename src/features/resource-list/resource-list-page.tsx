// The list page: its controller, provided slice by slice, and the layout that renders the parts.
import { useDocumentTitle } from '@/hooks/use-document-title'
import type { ResourceConfig } from '@/resources'
import { ListControllerProvider } from './controller/list-controller-provider'
import { ListLayout } from './list-layout'

export function ResourceListPage({ resource }: { resource: ResourceConfig }) {
  useDocumentTitle(resource.title)
  return (
    <ListControllerProvider resource={resource}>
      <ListLayout />
    </ListControllerProvider>
  )
}
