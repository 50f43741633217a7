// English, the source: in the first load. Each area is a file of its own, so that several people
// can fill in areas at once. The areas of parts loaded on demand (the navigation's, the sign-in page, the period bar
// and Go to date, the toolbar's tools, the export, the record details, the list's rarer states, the
// service's failures) are typed here but load with those parts: each registers itself
// (registerEnglish, i18n.ts) when its chunk arrives, before anything of it renders.
import { shell } from './shell'
import type { groups } from './groups'
import type { nav } from './nav'
import { resources } from './resources'
import { columns } from './columns'
import type { auth } from './auth'
import { list } from './list'
import { table } from './table'
import type { period } from './period'
import type { toolbar } from './toolbar'
import type { details } from './details'
import type { states } from './states'
import type { exporting } from './export'
import type { find } from './find'
import type { misc } from './misc'
import type { start } from './start'
import type { counts } from './counts'
import { values } from './values'

export const en = {
  shell,
  groups: {} as typeof groups,
  nav: {} as typeof nav,
  resources,
  columns,
  auth: {} as typeof auth,
  list,
  table,
  period: {} as typeof period,
  toolbar: {} as typeof toolbar,
  details: {} as typeof details,
  states: {} as typeof states,
  export: {} as typeof exporting,
  find: {} as typeof find,
  misc: {} as typeof misc,
  counts: {} as typeof counts,
  values,
  // Written into index.html by the build, in every language; never loaded as code.
  start: {} as typeof start,
}
