import { useEffect, useRef } from 'react'

// What use-list-shortcuts.ts does, in words; here, so that the first view does not carry them.
const listShortcuts: readonly { keys: string; action: string }[] = [
  { keys: '/', action: 'Focus the first filter' },
  { keys: 'j / k', action: 'Select the next / previous row' },
  { keys: '↓ / ↑', action: 'Move within the table (Home / End: first / last row)' },
  { keys: 'Enter', action: 'Open the selected record' },
  { keys: '[ / ]', action: 'Previous / next page' },
  { keys: 'Esc', action: 'Stop a date search; close the record details or this help' },
  { keys: '?', action: 'Show these shortcuts' },
]

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    element?.showModal()
    return () => element?.close()
  }, [])
  return (
    <dialog
      ref={dialog}
      className="shortcuts-dialog"
      aria-labelledby="shortcuts-title"
      // The close event is queued; if the dialog was opened again since (React StrictMode runs
      // effects twice in development), it is stale.
      onClose={() => {
        if (!dialog.current?.open) onClose()
      }}
    >
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <p className="muted">They work anywhere on a list page, except while typing in a field.</p>
      <dl className="shortcut-list">
        {listShortcuts.map(({ keys, action }) => (
          <div key={keys}>
            <dt>
              {keys.split(' / ').map((key, index) => (
                <span key={key}>
                  {index > 0 && ' / '}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onClose} autoFocus>
        Close
      </button>
    </dialog>
  )
}
