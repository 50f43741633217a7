// The one place that reads and writes the list's URL state. The URL is the source of truth:
// a non-canonical or invalid search is replaced (not pushed) by its corrected form.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { parseListQuery, serializeListQuery, type ListQuery } from '@/lib/list-query'

interface ListLocationState {
  listCorrections?: string[]
}

export type ListQueryUpdate = (current: ListQuery) => ListQuery

/** `listPath` is where list changes go (a record's details close when the list changes under them). */
export function useListQuery(listPath: string) {
  const location = useLocation()
  const navigate = useNavigate()
  const parsed = useMemo(() => parseListQuery(location.search), [location.search])
  const canonical = serializeListQuery(parsed.query)
  const current = location.search.replace(/^\?/, '')

  useEffect(() => {
    if (canonical !== current) {
      const state: ListLocationState = { listCorrections: parsed.corrections }
      void navigate({ pathname: location.pathname, search: canonical }, { replace: true, state })
    }
  }, [canonical, current, location.pathname, navigate, parsed.corrections])

  // Handlers read the query at the time of the event, so they stay the same function across
  // page flips and memoised headers and filters need not re-render.
  const latest = useRef(parsed.query)
  useLayoutEffect(() => {
    latest.current = parsed.query
  })
  /** Navigates to the updated query, and returns it as the page will read it back from the URL. */
  const updateListQuery = useCallback(
    (update: ListQueryUpdate): ListQuery => {
      const search = serializeListQuery(update(latest.current))
      void navigate({ pathname: listPath, search })
      return parseListQuery(search).query
    },
    [listPath, navigate],
  )

  const state = location.state as ListLocationState | null
  return {
    query: parsed.query,
    search: canonical,
    corrections: state?.listCorrections ?? [],
    updateListQuery,
  }
}
