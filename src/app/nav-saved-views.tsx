// Every saved view, of any resource, one click away in the navigation: a "Views" menu holding the
// "Saved views" list, each link named after its view. It shows once there is a view to list.
import { useRef } from 'react'
import '@/i18n/messages/en/nav'
import { Disclosure } from '@/components/ui/disclosure'
import { useFocusKeeper } from '@/hooks/use-focus-keeper'
import { SavedViewLink } from '@/components/ui/saved-view-link'
import { useSavedViews } from '@/hooks/use-saved-views'
import { useT } from '@/i18n/use-language'

export function NavSavedViews() {
  const t = useT()
  const [views] = useSavedViews()
  // A view's link closes the menu as the view opens: focus goes back to "Views", not to the page.
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useFocusKeeper(container, () => button.current?.focus())
  if (views.length === 0) return null
  return (
    <div ref={container} className="nav-views">
      <Disclosure label={t('nav.views')} panelLabel={t('nav.views')} buttonRef={button}>
        <ul aria-label={t('shell.savedViews')} className="saved-views-list nav-saved-views">
          {views.map((view) => (
            <li key={view.name}>
              <SavedViewLink view={view} />
            </li>
          ))}
        </ul>
      </Disclosure>
    </div>
  )
}
