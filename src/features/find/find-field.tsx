// Find's field, in the first load: Ctrl+K (Cmd+K) focuses it, Enter looks for what was typed. The
// search, its results and their keys are a part loaded on first use (find-results.tsx).
import { useEffect, useRef, useState } from 'react'
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

export function FindField() {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [search, setSearch] = useState<FindSearch>()

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        input.current?.focus()
        input.current?.select()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <View
      node={findNode(text)}
      parts={{
        'find-form': {
          onSubmit: (event: Event) => {
            event.preventDefault()
            if (text.trim()) setSearch({ text: text.trim(), at: Date.now() })
          },
        },
        find: {
          ref: input,
          onChange: (event: { target: { value: string } }) => setText(event.target.value),
          onFocus: () => preloadPart(loadResults),
        },
      }}
      slots={{
        'find-results': search && (
          <LoadedPart load={loadResults} what={t('shell.find')}>
            {({ FindResults }) => (
              <FindResults search={search} input={input} setSearch={setSearch} />
            )}
          </LoadedPart>
        ),
      }}
    />
  )
}
