// English, the source: in the first load. Each area is a file of its own, so that several people
// can fill in areas at once.
import { shell } from './shell'
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
import { misc } from './misc'

export const en = {
  shell,
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
  misc,
}
