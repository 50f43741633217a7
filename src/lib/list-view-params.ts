// How the console shows a list, beyond its rows: `counts=<attribute>` (a region of counts by that
// attribute's values) and `group=<attribute>` (every record of the view, grouped by it). Like a
// period, these are the console's own parameters: the app's URL carries them, a service request
// never does. list-query.ts reads and writes them through here.
import { isValidAttribute, type Correction } from './list-query'

export const viewParamKeys = ['counts', 'group'] as const
export type ViewParamKey = (typeof viewParamKeys)[number]

export type ViewParams = Partial<Record<ViewParamKey, string>>

export function isViewParamKey(key: string): key is ViewParamKey {
  return key === 'counts' || key === 'group'
}

/** The view parameters of a URL; one given twice, or not an attribute name, is dropped. */
export function parseViewParams(params: URLSearchParams): {
  view: ViewParams
  corrections: Correction[]
} {
  const view: ViewParams = {}
  const corrections: Correction[] = []
  for (const key of viewParamKeys) {
    const values = params.getAll(key)
    const [value = ''] = values
    if (values.length === 0) continue
    if (values.length > 1) corrections.push({ key: 'states.twice', values: { key } })
    else if (!isValidAttribute(value))
      corrections.push({
        key: 'states.badAttribute',
        values: { param: `${key}=${value.slice(0, 40)}` },
      })
    else view[key] = value
  }
  return { view, corrections }
}

/** Writes the view parameters after the service's own, in a fixed order. */
export function appendViewParams(params: URLSearchParams, view: ViewParams): void {
  for (const key of viewParamKeys) {
    const value = view[key]
    if (value !== undefined && isValidAttribute(value)) params.append(key, value)
  }
}
