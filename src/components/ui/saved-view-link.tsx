// A saved view as the lists of them show it: its name, a link that opens it in this tab, and the
// resource it belongs to. The navigation's list and the toolbar's menu hold the same items.
import { Link } from 'react-router-dom'
import { resourceLabel } from '@/lib/columns/column-labels'
import { savedViewHref, type SavedView } from '@/lib/preferences/saved-views'
import { openSavedView } from '@/hooks/use-saved-views'
import { isPlainClick } from '@/lib/plain-click'

interface SavedViewLinkProps {
  view: SavedView
  /** How the list the link is in shows a view of its own, instead of the router going there. */
  show?: (view: SavedView) => void
}

export function SavedViewLink({ view, show }: SavedViewLinkProps) {
  return (
    <>
      <Link
        to={savedViewHref(view)}
        onClick={(event) => {
          // With a modifier the browser opens the view elsewhere (a new tab or window): this tab
          // keeps its columns.
          if (!isPlainClick(event)) return
          openSavedView(view)
          if (show) {
            event.preventDefault()
            show(view)
          }
        }}
      >
        {view.name}
      </Link>
      <span className="saved-view-resource muted">{resourceLabel(view.resource)}</span>
    </>
  )
}
