// A list's columns, inferred from its rows. A view that finds nothing (or has nothing yet) keeps
// the columns last known for the resource at this Base URL, also on a first view; the column
// being filtered always keeps its input.
import { useEffect, useMemo } from 'react'
import { useSameValue } from '@/hooks/use-same-value'
import { loadCredentials } from '@/lib/api/credentials'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { inferColumns, withFilteredColumns } from '@/lib/columns/columns'
import { readKnownColumns, rememberKnownColumns } from '@/lib/preferences/known-columns'
import type { ResourceConfig } from '@/resources'

export function useListColumns(
  resource: ResourceConfig,
  baseUrl: string,
  rows: readonly ListRecord[],
  filters: Readonly<Record<string, string>>,
) {
  const hasRows = rows.length > 0
  const inferredColumns = useSameValue(
    useMemo(
      () =>
        hasRows
          ? inferColumns(rows, resource.columns)
          : (readKnownColumns(baseUrl, resource.name) ?? inferColumns([], resource.columns)),
      [hasRows, rows, resource.columns, resource.name, baseUrl],
    ),
  )
  useEffect(() => {
    // Like the recent resources, only while signed in: an answer arriving after "Sign out" in
    // another tab must not bring back what that sign-out forgot.
    if (hasRows && baseUrl && loadCredentials())
      rememberKnownColumns(baseUrl, resource.name, inferredColumns)
  }, [hasRows, baseUrl, resource.name, inferredColumns])
  return useMemo(() => withFilteredColumns(inferredColumns, filters), [inferredColumns, filters])
}
