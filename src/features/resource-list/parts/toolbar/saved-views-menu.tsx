import { useId, useRef, useState } from 'react'
import '@/i18n/messages/en/toolbar'
import { useT } from '@/i18n/use-language'
import { Disclosure } from '@/components/ui/disclosure'
import { Message } from '@/components/ui/message-area'
import { SavedViewLink } from '@/components/ui/saved-view-link'
import type { ColumnLayout } from '@/lib/columns/column-layout'
import type { WriteOutcome } from '@/lib/preferences/preferences'
import { rememberActiveView } from '@/lib/preferences/active-view'
import {
  createSavedView,
  deletedViewsMessage,
  findSavedView,
  freeViewName,
  maxViewName,
  withRestoredViews,
  withSavedView,
  withoutSavedView,
  type SavedView,
} from '@/lib/preferences/saved-views'
import { useSavedViews } from '@/hooks/use-saved-views'
import { toolbarLabels } from '../../view-model/list-page-view'

const savedMessageMs = 5_000
const undoMessageMs = 8_000

interface SavedViewsMenuProps {
  resourceName: string
  search: string
  /** The page shown (0-based): a view keeps it only when asked to. */
  page: number
  layout: ColumnLayout
  /** Shows the list at a view's query string, as the list's other view changes do. */
  onShowView: (search: string) => void
}

/** A view saved or replaced; said in the language in force when shown. */
type Notice = { id: number; name: string; replaced: boolean }
/** Views deleted since the Undo message appeared: Undo brings back all of them. */
type Deletion = { id: number; views: SavedView[] }
/** A change the browser's storage refused: nothing changed, and the message says why. */
type Refusal = { id: number; outcome: Exclude<WriteOutcome, 'written'> }

/** Views of every resource, in one list: a view of another resource's list opens there. */
export function SavedViewsMenu({
  resourceName,
  search,
  page,
  layout,
  onShowView,
}: SavedViewsMenuProps) {
  const t = useT()
  const [views, setViews] = useSavedViews()
  const [name, setName] = useState('')
  const [keepsPage, setKeepsPage] = useState(false)
  /** The name of an existing view the person is asked about replacing. */
  const [replacing, setReplacing] = useState<string>()
  const [notice, setNotice] = useState<Notice>()
  const [deletion, setDeletion] = useState<Deletion>()
  const [refusal, setRefusal] = useState<Refusal>()
  const menuButton = useRef<HTMLButtonElement>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  const questionId = useId()
  const trimmed = name.trim().slice(0, maxViewName)

  /** Keeps `next`; false, with a message, when storage refused it (nothing changed then). */
  const keep = (next: readonly SavedView[]): boolean => {
    const outcome = setViews(next)
    if (outcome === 'written') {
      setRefusal(undefined)
      return true
    }
    setRefusal((last) => ({ id: (last?.id ?? 0) + 1, outcome }))
    return false
  }

  const save = (viewName: string) => {
    const view = createSavedView({
      name: viewName,
      resource: resourceName,
      search,
      keepsPage: keepsPage && page > 0,
      layout,
    })
    const replaced = findSavedView(views, view.name) !== undefined
    // Refused: the name typed stays, to try again once there is room.
    if (!keep(withSavedView(views, view))) return
    // The list now shows that view, as saved.
    rememberActiveView(view.name)
    setName('')
    setKeepsPage(false)
    setReplacing(undefined)
    setNotice((last) => ({ id: (last?.id ?? 0) + 1, name: view.name, replaced }))
    // The button pressed goes away or is disabled: focus stays in the menu.
    nameInput.current?.focus()
  }

  const remove = (view: SavedView) => {
    if (!keep(withoutSavedView(views, view.name))) return
    setReplacing(undefined)
    // A new message (its own key) for each deletion: its time starts again and Undo takes focus.
    setDeletion((last) => ({ id: (last?.id ?? 0) + 1, views: [...(last?.views ?? []), view] }))
  }

  const undo = (deleted: readonly SavedView[]) => {
    if (!keep(withRestoredViews(views, deleted))) return
    setDeletion(undefined)
    menuButton.current?.focus()
  }

  // The question goes once the view it is about is gone (deleted here or in another tab).
  const asking = replacing !== undefined && findSavedView(views, replacing) ? replacing : undefined
  return (
    <>
      <Disclosure label={toolbarLabels().savedViews} buttonRef={menuButton}>
        <div className="saved-views">
          <form
            className="saved-views-form"
            onSubmit={(event) => {
              event.preventDefault()
              if (!trimmed) return
              if (findSavedView(views, trimmed)) setReplacing(trimmed)
              else save(trimmed)
            }}
          >
            <label>
              {t('toolbar.viewName')}
              <input
                ref={nameInput}
                value={name}
                maxLength={maxViewName}
                onChange={(event) => {
                  setName(event.target.value)
                  setReplacing(undefined)
                }}
              />
            </label>
            {page > 0 && (
              <label className="saved-views-page">
                <input
                  type="checkbox"
                  checked={keepsPage}
                  onChange={(event) => setKeepsPage(event.target.checked)}
                />
                {t('toolbar.keepPage', { page: page + 1 })}
              </label>
            )}
            <button type="submit" disabled={!trimmed}>
              {t('toolbar.saveView')}
            </button>
          </form>
          {asking !== undefined && (
            <div
              className="notice notice-info saved-views-replace"
              role="group"
              aria-labelledby={questionId}
            >
              <p id={questionId}>{t('toolbar.replaceAsk', { name: asking })}</p>
              <div className="notice-actions">
                <button type="button" autoFocus onClick={() => save(asking)}>
                  {t('toolbar.replace')}
                </button>
                <button type="button" onClick={() => save(freeViewName(views, asking))}>
                  {t('toolbar.saveAs', { name: freeViewName(views, asking) })}
                </button>
              </div>
            </div>
          )}
          {views.length === 0 ? (
            <p className="muted">{t('toolbar.noViews')}</p>
          ) : (
            <ul aria-label={t('shell.savedViews')} className="saved-views-list">
              {views.map((view) => (
                <li key={view.name}>
                  <SavedViewLink
                    view={view}
                    // A view of this list is shown by it, its request sent as the URL changes.
                    show={
                      view.resource === resourceName
                        ? (shown) => onShowView(shown.search)
                        : undefined
                    }
                  />
                  <button
                    type="button"
                    aria-label={t('toolbar.deleteView', { name: view.name })}
                    onClick={() => remove(view)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Disclosure>
      {notice && (
        <Message
          key={notice.id}
          kind="status"
          timeout={{ ms: savedMessageMs, onTimeout: () => setNotice(undefined) }}
        >
          {t(notice.replaced ? 'toolbar.replacedView' : 'toolbar.savedView', { name: notice.name })}
        </Message>
      )}
      {refusal && (
        <Message key={`refused-${refusal.id}`} kind="alert" onDismiss={() => setRefusal(undefined)}>
          {t(refusal.outcome === 'full' ? 'toolbar.notSavedFull' : 'toolbar.notSavedUnavailable')}
        </Message>
      )}
      {deletion && (
        <Message
          key={`deleted-${deletion.id}`}
          kind="status"
          timeout={{ ms: undoMessageMs, onTimeout: () => setDeletion(undefined) }}
        >
          {deletedViewsMessage(deletion.views)}
          <button
            type="button"
            className="message-action"
            // The × pressed is gone with its view: focus goes to the way to bring it back.
            autoFocus
            onClick={() => undo(deletion.views)}
          >
            {t('toolbar.undo')}
          </button>
        </Message>
      )}
    </>
  )
}
