// Find's results, under its field: a single record found opens its details (`/<resource>/<id>`);
// several are listed as links named after their ids; none says what was tried. Arrows move among
// the links, Escape closes and gives the field back its focus.
import '@/i18n/messages/en/find'
import {
  useCallback,
  useEffect,
  useRef,
  type Dispatch,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
} from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useT } from '@/i18n/use-language'
import { describeFailure, describeWait } from '@/lib/api/describe-failure'
import { recordTitle } from '@/lib/columns/record-title'
import type { FoundRecord } from '@/lib/find/run-find'
import type { FindSearch } from './find-field'
import { attributeInSentence, describeNothingFound, singularOf, titleOf } from './find-words'
import { useFindSearch } from './use-find-search'

interface FindResultsProps {
  search: FindSearch
  input: RefObject<HTMLInputElement | null>
  /** The field's search: undefined closes the results. */
  setSearch: Dispatch<SetStateAction<FindSearch | undefined>>
}

const recordPath = ({ resource, id }: FoundRecord) =>
  `/${encodeURIComponent(resource)}/${encodeURIComponent(id)}`

export function FindResults({ search, input, setSearch }: FindResultsProps) {
  const t = useT()
  const navigate = useNavigate()
  const state = useFindSearch(search)
  const container = useRef<HTMLDivElement>(null)
  const links = useRef<(HTMLAnchorElement | null)[]>([])
  const opened = useRef<FoundRecord>(undefined)
  const onClose = useCallback(() => setSearch(undefined), [setSearch])
  const onRetry = () => setSearch({ ...search, at: Date.now() })

  // The field's keys while its results show: ArrowDown goes into them; Escape stops the search
  // and closes them (the next Escape empties the field, as a search field does).
  useEffect(() => {
    const field = input.current
    const onFieldKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowDown') links.current.find((link) => link)?.focus()
      else if (event.key === 'Escape') onClose()
      else return
      event.preventDefault()
    }
    field?.addEventListener('keydown', onFieldKey)
    return () => field?.removeEventListener('keydown', onFieldKey)
  }, [input, onClose])

  const outcome = state.status === 'done' ? state.outcome : undefined
  const found = outcome?.found ?? []
  const single = outcome && !outcome.failure && found.length === 1 ? found[0] : undefined
  useEffect(() => {
    if (!single || opened.current === single) return
    opened.current = single
    void navigate(recordPath(single))
    onClose()
  }, [single, navigate, onClose])

  // A press outside the field and its results closes them.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      const form = input.current?.form
      if (!container.current?.contains(target) && !form?.contains(target)) onClose()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [input, onClose])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const shown = links.current.filter((link) => link !== null)
    const at = shown.findIndex((link) => link === document.activeElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      input.current?.focus()
    } else if (event.key === 'ArrowDown' && at !== -1) {
      event.preventDefault()
      shown[Math.min(at + 1, shown.length - 1)]?.focus()
    } else if (event.key === 'ArrowUp' && at !== -1) {
      event.preventDefault()
      if (at === 0) input.current?.focus()
      else shown[at - 1]?.focus()
    }
  }

  const failure = state.status === 'failed' ? state.failure : outcome?.failure
  return (
    <div
      ref={container}
      className="find-results"
      role="region"
      aria-label={t('find.results')}
      onKeyDown={onKeyDown}
    >
      {state.status === 'looking' && (
        <p role="status" className="find-status">
          {state.waitMs === undefined
            ? t('find.looking', { value: search.text })
            : t('find.waiting', { wait: describeWait(state.waitMs, t) })}
        </p>
      )}
      {outcome && !single && (
        <p role="status" className="find-status">
          {found.length > 0
            ? t('find.found', { count: found.length })
            : describeNothingFound(outcome, search.text, t)}
        </p>
      )}
      {/* One found beside a request that failed is listed too: it is not opened unasked. */}
      {(found.length > 1 || (found.length === 1 && !single)) && (
        <ul className="find-list" aria-label={t('find.found', { count: found.length })}>
          {found.map((record, index) => {
            const title = recordTitle(record.record)
            const singular = singularOf(record.resource)
            return (
              <li key={`${record.resource}/${record.id}`}>
                <Link
                  ref={(link) => void (links.current[index] = link)}
                  to={recordPath(record)}
                  onClick={() => onClose()}
                >
                  {record.id}
                </Link>
                <span className="find-about">
                  {title ? t('find.foundIn', { resource: singular, title }) : singular}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      {outcome?.refused.map(({ resource, attribute }) => (
        <p key={`${resource}.${attribute}`} className="find-note">
          {t('find.refused', {
            resource: titleOf(resource),
            attribute: attributeInSentence(attribute),
          })}
        </p>
      ))}
      {failure !== undefined && (
        <p role="alert" className="find-failure">
          {t('find.failed', {
            reason: failure instanceof Error ? describeFailure(failure, t) : String(failure),
          })}{' '}
          <button type="button" onClick={onRetry}>
            {t('find.retry')}
          </button>
        </p>
      )}
    </div>
  )
}
