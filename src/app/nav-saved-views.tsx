// Every saved view, of any resource, one click away in the navigation: a "Views" menu holding the
// "Saved views" list, each link named after its view. It shows once there is a view to list.
import { Disclosure } from '@/components/ui/disclosure'
import { SavedViewLink } from '@/components/ui/saved-view-link'
import { useSavedViews } from '@/hooks/use-saved-views'

export function NavSavedViews() {
  const [views] = useSavedViews()
  if (views.length === 0) return null
  return (
    <Disclosure label="Views" panelLabel="Views">
      <ul aria-label="Saved views" className="saved-views-list nav-saved-views">
        {views.map((view) => (
          <li key={view.name}>
            <SavedViewLink view={view} />
          </li>
        ))}
      </ul>
    </Disclosure>
  )
}
