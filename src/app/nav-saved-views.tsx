// Every saved view, of any resource, one click away in the navigation: a "Views" menu holding the
// "Saved views" list, each link named after its view. It shows once there is a view to list.
import { Link } from 'react-router-dom'
import { Disclosure } from '@/components/ui/disclosure'
import { resourceLabel } from '@/lib/columns/column-labels'
import { savedViewHref } from '@/lib/preferences/saved-views'
import { isPlainClick, openSavedView, useSavedViews } from '@/hooks/use-saved-views'

export function NavSavedViews() {
  const [views] = useSavedViews()
  if (views.length === 0) return null
  return (
    <Disclosure label="Views" panelLabel="Views">
      <ul aria-label="Saved views" className="saved-views-list nav-saved-views">
        {views.map((view) => (
          <li key={view.name}>
            <Link
              to={savedViewHref(view)}
              onClick={(event) => {
                if (isPlainClick(event)) openSavedView(view)
              }}
            >
              {view.name}
            </Link>
            <span className="saved-view-resource muted">{resourceLabel(view.resource)}</span>
          </li>
        ))}
      </ul>
    </Disclosure>
  )
}
