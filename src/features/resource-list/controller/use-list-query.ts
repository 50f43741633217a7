// The one place that reads and writes the list's URL state. The URL is the source of truth:
// a non-canonical or invalid search is replaced (not pushed) by its corrected form.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useLanguage } from '@/i18n/use-language'
import { fitPeriodOrder } from '@/lib/list-period'
import { parseListQuery, serializeListQuery, type ListQuery } from '@/lib/list-query'

interface ListLocationState {
  /** The search replaced by its corrected form: its corrections are worded from it when shown. */
  listCorrected?: string
}

export type ListQueryUpdate = (current: ListQuery) => ListQuery

/**
 * `listPath` is where list changes go (a record's details close when the list changes under
 * them); `onChange` hears each new query as it is navigated to, before React renders it.
 * `dayAttribute` is the resource's own time, which its periods are listed by.
 */
export function useListQuery(
  listPath: string,
  onChange: (query: ListQuery) => void,
  dayAttribute?: string,
) {
  const location = useLocation()
  const navigate = useNavigate()
  const parse = useCallback(
    (search: string) => fitPeriodOrder(parseListQuery(search), dayAttribute),
    [dayAttribute],
  )
  const parsed = useMemo(() => parse(location.search), [parse, location.search])
  const canonical = serializeListQuery(parsed.query)
  const current = location.search.replace(/^\?/, '')

  useEffect(() => {
    if (canonical !== current) {
      const state: ListLocationState = { listCorrected: location.search }
      void navigate({ pathname: location.pathname, search: canonical }, { replace: true, state })
    }
  }, [canonical, current, location.pathname, location.search, navigate])

  // Updates read the query at the time of the event, so handlers stay the same function across
  // page flips (memoised headers and filters need not re-render), and two updates in one task
  // build on each other instead of the second undoing the first.
  const latest = useRef(parsed.query)
  useLayoutEffect(() => {
    latest.current = parsed.query
  }, [parsed.query])
  const latestOnChange = useRef(onChange)
  const latestPath = useRef(location.pathname)
  useLayoutEffect(() => {
    latestOnChange.current = onChange
    latestPath.current = location.pathname
  })
  const setListQuery = useCallback(
    (update: ListQueryUpdate, { replace = false }: { replace?: boolean } = {}) => {
      // As the URL will read it: a change never needs correcting, or a note about it.
      const next = parse(serializeListQuery(update(latest.current))).query
      const search = serializeListQuery(next)
      // The same view again (a value applied after a pause, then on Enter): nothing to do, and no
      // step for Back.
      if (latestPath.current === listPath && search === serializeListQuery(latest.current)) return
      latest.current = next
      void navigate({ pathname: listPath, search }, { replace })
      latestOnChange.current(next)
    },
    [listPath, navigate, parse],
  )

  // Worded in the language in force (a switch re-renders with it) from the few characters of the
  // search corrected, only after a link needed correcting.
  useLanguage()
  const corrected = (location.state as ListLocationState | null)?.listCorrected
  const corrections = corrected === undefined ? [] : parse(corrected).corrections
  return {
    query: parsed.query,
    search: canonical,
    corrections,
    setListQuery,
  }
}
