// Every saved view, of any resource, one click away in the navigation: a "Views" menu holding the
// "Saved views" list, each link named after its view. It shows once there is a view to list.
import '@/i18n/messages/en/nav'
import { Disclosure } from '@/components/ui/disclosure'
import { SavedViewLink } from '@/components/ui/saved-view-link'
import { useSavedViews } from '@/hooks/use-saved-views'
import { useT } from '@/i18n/use-language'

export function NavSavedViews() {
  const t = useT()
  const [views] = useSavedViews()
  if (views.length === 0) return null
  return (
    <Disclosure label={t('nav.views')} panelLabel={t('nav.views')}>
      <ul aria-label={t('shell.savedViews')} className="saved-views-list nav-saved-views">
        {views.map((view) => (
          <li key={view.name}>
            <SavedViewLink view={view} />
          </li>
        ))}
      </ul>
    </Disclosure>
  )
}
