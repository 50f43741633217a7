import { useLayoutEffect, useRef } from 'react'

export interface ListShortcutHandlers {
  focusFilter: () => void
  /** By a number of rows; ±Infinity for the first or last. */
  moveSelection: (offset: number) => void
  openSelection: () => void
  page: (offset: 1 | -1) => void
  showHelp: () => void
  close: () => void
}

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
  // Listening from the commit that puts the list on the page: React's rows replace the painted
  // first view in that commit, and a key pressed before passive effects run would be lost.
  useLayoutEffect(() => {
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
      // On a focused row (the table is one Tab stop), the arrows move too.
      if (event.target instanceof HTMLTableRowElement) {
        const rowOffsets: Record<string, number> = {
          ArrowDown: 1,
          ArrowUp: -1,
          Home: -Infinity,
          End: Infinity,
        }
        const offset = rowOffsets[event.key]
        if (offset !== undefined) actions[event.key] = () => latest.current.moveSelection(offset)
      }
      const action = actions[event.key]
      // Enter on a focused control (a button, a row) belongs to that control; the table itself
      // holds the focus only for the list, when a filter was left with no row to go to.
      const onTheList = event.target === document.body || event.target instanceof HTMLTableElement
      if (!action || (event.key === 'Enter' && !onTheList)) return
      event.preventDefault()
      action()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
