// The navigation's way to any resource: a link to each one opened before with this Base URL
// (named in words, "×" forgets it), and "Open resource", a combobox that offers the names known
// here while typing (WAI-ARIA "list autocomplete", as the filters' suggestions) and opens
// `/<name>` on Enter, whatever was typed. The offering part is fetched once the field is first
// focused: the first view does without it.
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { NavLink, useNavigate } from 'react-router-dom'
import { useCredentials } from '@/hooks/use-credentials'
import { useRecentResources } from '@/hooks/use-recent-resources'
import type { PlainMessageKey } from '@/i18n/catalog'
import { useT } from '@/i18n/use-language'
import { resourceLabel } from '@/lib/columns/column-labels'
import { isResourceName, navResources } from '@/resources'

const navNames = navResources.map((resource) => resource.name)
const navNameSet = new Set(navNames)
const noSuggestions: readonly string[] = []
const loadNameList = () => import('./resource-name-list')
type NameList = Awaited<ReturnType<typeof loadNameList>>

export function ResourceNavigation() {
  const t = useT()
  const navigate = useNavigate()
  const baseUrl = useCredentials()?.baseUrl ?? ''
  const recent = useRecentResources(baseUrl)
  const [name, setName] = useState('')
  // A key, not a text: the message reads in the language in force, also after a switch.
  const [problem, setProblem] = useState<PlainMessageKey>()
  const [listOpen, setListOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const listId = `${inputId}-names`
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
      setProblem(wanted ? 'shell.resourceNameInvalid' : 'shell.resourceNameMissing')
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
        setActive(nameList.nextActiveOption(key, activeIndex, shown.length))
    } else if (event.key === 'Escape' && (expanded || name)) {
      // The first Escape closes the list, the next one empties the field.
      event.preventDefault()
      if (expanded) close()
      else setName('')
    }
  }

  const others = recent.names.filter((other) => !navNameSet.has(other))
  return (
    <>
      {others.map((other) => (
        <span key={other} className="recent-resource">
          <NavLink to={`/${encodeURIComponent(other)}`} title={other}>
            {resourceLabel(other)}
          </NavLink>
          <button
            type="button"
            className="recent-resource-remove"
            aria-label={t('shell.removeRecent', { name: other })}
            title={t('shell.removeRecentTitle', { name: other })}
            onClick={() => {
              // The button goes with its link: focus goes to "Open resource", not to the page.
              input.current?.focus()
              recent.remove(other)
            }}
          >
            ×
          </button>
        </span>
      ))}
      <form className="open-resource" onSubmit={open}>
        <label htmlFor={inputId}>{t('shell.openResource')}</label>
        <input
          ref={input}
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            setProblem(undefined)
            setListOpen(event.target.value.trim() !== '')
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            // Without it, the field still opens what is typed.
            if (!nameList) loadNameList().then(setNameList, () => undefined)
          }}
          onBlur={close}
          placeholder={t('shell.openResourcePlaceholder')}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
        />
        {expanded && nameList && (
          <nameList.ResourceNameList
            id={listId}
            names={suggestions}
            active={activeIndex}
            onPick={go}
          />
        )}
        {problem && (
          <span id={`${inputId}-problem`} className="open-resource-problem" role="alert">
            {t(problem)}
          </span>
        )}
      </form>
    </>
  )
}
