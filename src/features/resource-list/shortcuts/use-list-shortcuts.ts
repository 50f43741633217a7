import { useEffect, useLayoutEffect, useRef } from 'react'

export interface ListShortcutHandlers {
  focusFilter: () => void
  moveSelection: (offset: 1 | -1) => void
  openSelection: () => void
  page: (offset: 1 | -1) => void
  showHelp: () => void
  close: () => void
}

export const listShortcuts: readonly { keys: string; action: string }[] = [
  { keys: '/', action: 'Focus the first filter' },
  { keys: 'j / k', action: 'Select the next / previous row' },
  { keys: 'Enter', action: 'Open the selected record' },
  { keys: '[ / ]', action: 'Previous / next page' },
  { keys: 'Esc', action: 'Stop a date search; close the record details or this help' },
  { keys: '?', action: 'Show these shortcuts' },
]

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** Single-key shortcuts for a list page; off while the user types in a field. */
export function useListShortcuts(handlers: ListShortcutHandlers): void {
  const latest = useRef(handlers)
  useLayoutEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.key === 'Escape') {
        latest.current.close()
        return
      }
      if (isTyping(event.target)) return
      const actions: Record<string, () => void> = {
        '/': latest.current.focusFilter,
        j: () => latest.current.moveSelection(1),
        k: () => latest.current.moveSelection(-1),
        Enter: latest.current.openSelection,
        '[': () => latest.current.page(-1),
        ']': () => latest.current.page(1),
        '?': latest.current.showHelp,
      }
      const action = actions[event.key]
      // Enter on a focused control (a button, a row) belongs to that control.
      if (!action || (event.key === 'Enter' && event.target !== document.body)) return
      event.preventDefault()
      action()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
