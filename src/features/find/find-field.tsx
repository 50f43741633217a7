// Find's field, in the first load: Ctrl+K (Cmd+K) focuses it, Enter looks for what was typed. The
// search and its results are a part loaded on first use (find-results.tsx).
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { LoadedPart, preloadPart } from '@/components/ui/loaded-part'
import { View } from '@/components/ui/view'
import { useT } from '@/i18n/use-language'
import { findNode } from './find-view'

const loadResults = () => import('./find-results')

export interface FindSearch {
  text: string
  /** A new object for each Enter: the same text is looked for again. */
  at: number
}

/** What the results offer the field: the keyboard's way into them. */
export interface FindResultsHandle {
  focusFirst: () => void
}

export function FindField() {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const handle = useRef<FindResultsHandle>(null)
  const [text, setText] = useState('')
  const [search, setSearch] = useState<FindSearch>()

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        input.current?.focus()
        input.current?.select()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const close = useCallback(() => setSearch(undefined), [])
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && search) {
      event.preventDefault()
      handle.current?.focusFirst()
    } else if (event.key === 'Escape' && search) {
      // The first Escape stops the search and closes its results; the next empties the field.
      event.preventDefault()
      close()
    }
  }

  return (
    <View
      node={findNode(text, search !== undefined)}
      parts={{
        'find-form': {
          onSubmit: (event: { preventDefault: () => void }) => {
            event.preventDefault()
            if (text.trim() !== '') setSearch({ text: text.trim(), at: Date.now() })
          },
        },
        find: {
          ref: input,
          onChange: (event: { target: { value: string } }) => setText(event.target.value),
          onKeyDown,
          onFocus: () => preloadPart(loadResults),
        },
      }}
      slots={{
        'find-results': search && (
          <LoadedPart load={loadResults} what={t('shell.find')}>
            {({ FindResults }) => (
              <FindResults
                search={search}
                handle={handle}
                input={input}
                onClose={close}
                onRetry={() => setSearch({ ...search, at: Date.now() })}
              />
            )}
          </LoadedPart>
        ),
      }}
    />
  )
}
