// The navigation's way to any resource: a link to each one opened before with this Base URL
// (named in words, "×" forgets it), and "Open resource", a combobox that offers the names known
// here while typing (WAI-ARIA "list autocomplete", as the filters' suggestions) and opens
// `/<name>` on Enter, whatever was typed. The offering part is fetched once the field is first
// focused: the first view does without it. Both are described in shell-view.ts, as the painted
// first view paints them.
import {
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { View } from '@/components/ui/view'
import { useCredentials } from '@/hooks/use-credentials'
import { useRecentResources } from '@/hooks/use-recent-resources'
import type { PlainMessageKey } from '@/i18n/catalog'
import { optionalMessage } from '@/i18n/i18n'
import { useT } from '@/i18n/use-language'
import { nextActiveOption } from '@/lib/active-option'
import { isResourceName, navResources } from '@/resources'
import {
  openResourceListId,
  openResourceNode,
  recentResourceNode,
  recentResourcesShown,
} from './shell-view'
import { useFollowLink } from './use-follow-link'

const navNames = navResources.map((resource) => resource.name)
const noSuggestions: readonly string[] = []
const loadNameList = () => import('./resource-name-list')
type NameList = Awaited<ReturnType<typeof loadNameList>>
type ProblemKey = Extract<PlainMessageKey, `nav.${string}`>

export function ResourceNavigation() {
  const t = useT()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const followLink = useFollowLink()
  const baseUrl = useCredentials()?.baseUrl ?? ''
  const recent = useRecentResources(baseUrl)
  const [name, setName] = useState('')
  // A key, not a text: the message reads in the language in force, also after a switch. It is
  // about the text `of`, and shown only while the field still holds that text.
  const [problem, setProblem] = useState<{ key: ProblemKey; of: string }>()
  const [listOpen, setListOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  const [nameList, setNameList] = useState<NameList>()
  const known = useMemo(() => [...new Set([...recent.names, ...navNames])], [recent.names])
  const suggestions = useMemo(
    () => (listOpen && nameList ? nameList.suggestResourceNames(name, known) : noSuggestions),
    [listOpen, nameList, name, known],
  )
  const expanded = suggestions.length > 0
  const activeIndex = active < suggestions.length ? active : -1

  const close = () => {
    setListOpen(false)
    setActive(-1)
  }
  const go = (wanted: string) => {
    close()
    setProblem(undefined)
    setName('')
    void navigate(`/${encodeURIComponent(wanted)}`)
  }
  const open = (event: FormEvent) => {
    event.preventDefault()
    const picked = suggestions[activeIndex]
    if (picked !== undefined) return go(picked)
    const wanted = name.trim()
    if (!isResourceName(wanted)) {
      close()
      // Its words load with the names on offer (fetched by now, as the field had the focus).
      const key = wanted ? 'nav.resourceNameInvalid' : 'nav.resourceNameMissing'
      const settled = () => setProblem({ key, of: name })
      loadNameList().then(settled, settled)
      return
    }
    go(wanted)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event
    if ((key === 'ArrowDown' || key === 'ArrowUp') && nameList) {
      event.preventDefault()
      const shown = expanded ? suggestions : nameList.suggestResourceNames(name, known)
      setListOpen(true)
      if (shown.length > 0 && !event.altKey)
        setActive(nextActiveOption(activeIndex, key === 'ArrowDown' ? 1 : -1, shown.length))
    } else if (event.key === 'Escape' && (expanded || name)) {
      // The first Escape closes the list, the next one empties the field.
      event.preventDefault()
      if (expanded) close()
      else setName('')
    }
  }

  return (
    <>
      {recentResourcesShown(recent.names).map((name) => (
        <View
          key={name}
          node={recentResourceNode(name, pathname)}
          parts={{
            'nav-link': followLink,
            'recent-remove': {
              onClick: () => {
                // The button goes with its link: focus goes to "Open resource", not to the page.
                input.current?.focus()
                recent.remove(name)
              },
            },
          }}
        />
      ))}
      <View
        node={openResourceNode({
          value: name,
          expanded,
          activeOptionId: activeIndex >= 0 ? `${openResourceListId}-${activeIndex}` : undefined,
          // Its words load with the names' part: if that can't be had, say so rather than a key.
          problem:
            problem?.of === name
              ? (optionalMessage(problem.key) ??
                t('list.loadFailed', { what: t('shell.openResource') }))
              : undefined,
        })}
        parts={{
          'open-resource-form': { onSubmit: open },
          'open-resource': {
            ref: input,
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              setName(event.target.value)
              setProblem(undefined)
              setListOpen(event.target.value.trim() !== '')
              setActive(-1)
            },
            onKeyDown,
            onFocus: () => {
              // Without it, the field still opens what is typed.
              if (!nameList) loadNameList().then(setNameList, () => undefined)
            },
            onBlur: close,
          },
        }}
        slots={{
          names: expanded && nameList && (
            <nameList.ResourceNameList
              id={openResourceListId}
              names={suggestions}
              active={activeIndex}
              onPick={go}
            />
          ),
        }}
      />
    </>
  )
}
