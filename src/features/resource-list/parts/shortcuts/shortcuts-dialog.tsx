import { useEffect, useRef } from 'react'
import '@/i18n/messages/en/toolbar'
import type { PlainMessageKey } from '@/i18n/catalog'
import { useT } from '@/i18n/use-language'

// What use-list-shortcuts.ts does, in words; here, so that the first view does not carry them.
// The keys are the keys' own names, as printed on them, in every language.
const listShortcuts: readonly { keys: string; action: PlainMessageKey }[] = [
  { keys: '/', action: 'toolbar.keyFilter' },
  { keys: 'j / k', action: 'toolbar.keyRow' },
  { keys: '↓ / ↑', action: 'toolbar.keyTable' },
  { keys: 'Enter', action: 'toolbar.keyOpen' },
  { keys: '[ / ]', action: 'toolbar.keyPage' },
  { keys: 'Esc', action: 'toolbar.keyEsc' },
  { keys: '?', action: 'toolbar.keyHelp' },
]

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
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
      <h2 id="shortcuts-title">{t('toolbar.shortcuts')}</h2>
      <p className="muted">{t('toolbar.shortcutsNote')}</p>
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
            <dd>{t(action)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onClose} autoFocus>
        {t('toolbar.close')}
      </button>
    </dialog>
  )
}
