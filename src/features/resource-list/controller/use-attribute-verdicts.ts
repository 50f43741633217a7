// What the service refused to filter or sort by on this resource at this Base URL (remembered by
// the refusal's message, `states/use-recorded-refusals.ts`), marked on the columns, which then
// offer neither a sort nor a filter for it (see `offersUse`); and the fields within records it
// has answered a filter by (use-list-data.ts), whose columns then offer one.
import { useMemo, useSyncExternalStore } from 'react'
import { withAcceptedFilters, withRefusedAttributes, type ColumnSpec } from '@/lib/columns/columns'
import { subscribeToPreferences } from '@/lib/preferences/preferences'
import {
  parseRefusedAttributes,
  readRefusedAttributesText,
} from '@/lib/preferences/refused-attributes'
import { parseAcceptedFilters, readAcceptedFiltersText } from '@/lib/preferences/accepted-filters'

interface ServiceScope {
  baseUrl: string
  resourceName: string
}

/** The columns, each marked with what the service refused or accepted of its attribute. */
export function useAttributeVerdicts(
  { baseUrl, resourceName }: ServiceScope,
  columns: readonly ColumnSpec[],
): readonly ColumnSpec[] {
  const refused = useSyncExternalStore(subscribeToPreferences, () =>
    readRefusedAttributesText(baseUrl, resourceName),
  )
  const accepted = useSyncExternalStore(subscribeToPreferences, () =>
    readAcceptedFiltersText(baseUrl, resourceName),
  )
  return useMemo(
    () =>
      withRefusedAttributes(
        withAcceptedFilters(columns, parseAcceptedFilters(accepted)),
        parseRefusedAttributes(refused),
      ),
    [columns, refused, accepted],
  )
}
