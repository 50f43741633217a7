import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Disclosure } from '@/components/ui/disclosure'
import {
  maxViewName,
  parseSavedViews,
  withSavedView,
  type SavedView,
} from '@/lib/preferences/saved-views'
import { usePreference } from '@/hooks/use-preferences'

const noViews: SavedView[] = []

export function SavedViewsMenu({ resourceName, search }: { resourceName: string; search: string }) {
  const [views, setViews] = usePreference(`views.${resourceName}`, parseSavedViews, noViews)
  const [name, setName] = useState('')
  const trimmed = name.trim()
  const save = () => {
    if (!trimmed) return
    setViews(withSavedView(views, { name: trimmed.slice(0, maxViewName), search }))
    setName('')
  }
  return (
    <Disclosure label="Saved views">
      <div className="saved-views">
        <form
          className="saved-views-form"
          onSubmit={(event) => {
            event.preventDefault()
            save()
          }}
        >
          <label>
            View name
            <input
              value={name}
              maxLength={maxViewName}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <button type="submit" disabled={!trimmed}>
            Save current view
          </button>
        </form>
        {views.length === 0 ? (
          <p className="muted">
            No saved views yet. Name the current filters, sort and page to keep them.
          </p>
        ) : (
          <ul aria-label="Saved views" className="saved-views-list">
            {views.map((view) => (
              <li key={view.name}>
                <Link to={`/${resourceName}${view.search ? `?${view.search}` : ''}`}>
                  {view.name}
                </Link>
                <button
                  type="button"
                  aria-label={`Delete view ${view.name}`}
                  onClick={() => setViews(views.filter((other) => other.name !== view.name))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Disclosure>
  )
}
