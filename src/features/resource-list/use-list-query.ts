// The one place that reads and writes the list's URL state. The URL is the source of truth:
// a non-canonical or invalid search is replaced (not pushed) by its corrected form.
import { useCallback, useEffect, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { parseListQuery, serializeListQuery, type ListQuery } from '@/lib/list-query'

interface ListLocationState {
  listCorrections?: string[]
}

export function useListQuery() {
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

  const setListQuery = useCallback(
    (next: ListQuery) => {
      void navigate({ pathname: location.pathname, search: serializeListQuery(next) })
    },
    [location.pathname, navigate],
  )

  const state = location.state as ListLocationState | null
  return {
    query: parsed.query,
    search: canonical,
    corrections: state?.listCorrections ?? [],
    setListQuery,
  }
}
