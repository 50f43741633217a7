// Fetched when chosen (src/i18n/i18n.ts); typed to have every English key.
import type { Catalog } from '../../catalog'
import { shell } from './shell'
import { groups } from './groups'
import { nav } from './nav'
import { resources } from './resources'
import { columns } from './columns'
import { auth } from './auth'
import { list } from './list'
import { table } from './table'
import { period } from './period'
import { toolbar } from './toolbar'
import { details } from './details'
import { states } from './states'
import { exporting } from './export'
import { find } from './find'
import { misc } from './misc'
import { start } from './start'
import { counts } from './counts'
import { values } from './values'

export const el: Catalog = {
  shell,
  groups,
  nav,
  resources,
  columns,
  auth,
  list,
  table,
  period,
  toolbar,
  details,
  states,
  export: exporting,
  find,
  misc,
  counts,
  values,
  start,
}
