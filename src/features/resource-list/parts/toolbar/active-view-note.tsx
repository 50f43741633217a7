// Names the saved view the list shows, under its heading: "Saved view: Pending bookings". Once
// the list's query or columns are no longer the view's, it says "Pending bookings, changed" and
// offers Save (the view becomes what is shown) and Revert (back to the view as saved).
import { useRef, useState } from 'react'
import '@/i18n/messages/en/toolbar'
import { useT } from '@/i18n/use-language'
import { Message } from '@/components/ui/message-area'
import type { ColumnLayout } from '@/lib/columns/column-layout'
import type { WriteOutcome } from '@/lib/preferences/preferences'
import { findActiveView, viewChanged } from '@/lib/preferences/active-view'
import { createSavedView, withSavedView } from '@/lib/preferences/saved-views'
import { openSavedView, useActiveViewName, useSavedViews } from '@/hooks/use-saved-views'

interface ActiveViewNoteProps {
  resourceName: string
  search: string
  layout: ColumnLayout
  /** Shows the list at a view's query string, as the list's other view changes do. */
  onShowView: (search: string) => void
}

export function ActiveViewNote({ resourceName, search, layout, onShowView }: ActiveViewNoteProps) {
  const [views, setViews] = useSavedViews()
  const openedName = useActiveViewName()
  const note = useRef<HTMLDivElement>(null)
  const [refused, setRefused] = useState<Exclude<WriteOutcome, 'written'>>()
  const t = useT()
  const view = findActiveView(views, openedName, { resource: resourceName, search })
  if (!view) return null
  const changed = viewChanged(view, { search, layout })
  // Save and Revert go once pressed: the note, which then says the outcome, keeps the focus.
  const keepFocus = () => note.current?.focus()
  const save = () => {
    keepFocus()
    const updated = createSavedView({ ...view, search, layout })
    const outcome = setViews(withSavedView(views, updated))
    // Storage refused it: the view stays as saved, and the message says why.
    if (outcome !== 'written') return setRefused(outcome)
    setRefused(undefined)
    openSavedView(updated)
  }
  const revert = () => {
    keepFocus()
    openSavedView(view)
    // The view is this list's: its request leaves as the URL changes, as any view change's.
    onShowView(view.search)
  }
  return (
    <div ref={note} className="active-view" tabIndex={-1}>
      <span className="active-view-name">
        {t(changed ? 'toolbar.viewNoteChanged' : 'toolbar.viewNote', { name: view.name })}
      </span>
      {changed && (
        <span className="active-view-actions">
          <button type="button" onClick={save} title={t('toolbar.keepAsView', { name: view.name })}>
            {t('toolbar.save')}
          </button>
          <button
            type="button"
            onClick={revert}
            title={t('toolbar.revertTitle', { name: view.name })}
          >
            {t('toolbar.revert')}
          </button>
        </span>
      )}
      {refused && (
        <Message kind="alert" onDismiss={() => setRefused(undefined)}>
          {t(refused === 'full' ? 'toolbar.notSavedFull' : 'toolbar.notSavedUnavailable')}
        </Message>
      )}
    </div>
  )
}
