// What the service refused to filter or sort by on this resource at this Base URL (remembered by
// the refusal's message, `states/use-recorded-refusals.ts`), marked on the columns, which then
// offer neither a sort nor a filter for it (see `offersUse`).
import { useMemo, useSyncExternalStore } from 'react'
import { withRefusedAttributes, type ColumnSpec } from '@/lib/columns/columns'
import { subscribeToPreferences } from '@/lib/preferences/preferences'
import {
  parseRefusedAttributes,
  readRefusedAttributesText,
} from '@/lib/preferences/refused-attributes'

interface RefusalScope {
  baseUrl: string
  resourceName: string
}

/** The columns, each marked with what the service refused to do with its attribute. */
export function useRefusedAttributes(
  { baseUrl, resourceName }: RefusalScope,
  columns: readonly ColumnSpec[],
): readonly ColumnSpec[] {
  const text = useSyncExternalStore(subscribeToPreferences, () =>
    readRefusedAttributesText(baseUrl, resourceName),
  )
  return useMemo(
    () => withRefusedAttributes(columns, parseRefusedAttributes(text)),
    [columns, text],
  )
}
