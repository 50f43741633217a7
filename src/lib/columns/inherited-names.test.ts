// Attributes named like what every object inherits: the column machinery reads own properties only.
import { describe, expect, it } from 'vitest'
import { arrangeColumns } from '@/components/data-table/column-arrangement'
import { exportColumns } from '@/features/resource-list/parts/export/export-file'
import { defaultColumnLayout } from './column-layout'
import { contentColumnWidths, naturalColumnWidths } from './column-widths'
import { inferColumns } from './columns'
import { dayGroupsOf } from './row-times'

const names = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']
const records = [
  JSON.parse(
    '{"id":"p1","name":"London Discovery Package with a guided tour of the old town","constructor":"Lisbon","__proto__":"x","toString":3,"valueOf":true,"hasOwnProperty":null}',
  ) as Record<string, unknown>,
]

describe('attributes named constructor, __proto__, toString…', () => {
  const columns = inferColumns(records)

  it('are columns like any other', () => {
    expect(columns.map((column) => column.id)).toEqual(['id', 'name', ...names])
  })

  it('get finite widths, at any viewport, with no width set by anyone', () => {
    for (const viewport of [320, 760, 1280, 3000]) {
      const widths = contentColumnWidths(
        columns,
        naturalColumnWidths(columns, records),
        defaultColumnLayout,
        viewport,
      )
      for (const id of ['name', ...names]) expect(widths.get(id)).toSatisfy(Number.isFinite)
    }
  })

  it('are all shown, at finite sizes, and exported', () => {
    const arrangement = arrangeColumns({ columns, layout: defaultColumnLayout, sorts: [] })
    expect(arrangement.columns.map((column) => column.id)).toEqual(['id', 'name', ...names])
    expect(exportColumns([], records, [], defaultColumnLayout).map((column) => column.id)).toEqual([
      'id',
      'name',
      ...names,
    ])
  })

  it('have no day where the record has no such time', () => {
    const days = dayGroupsOf([{ id: 'p2' }], 'constructor', 'utc')
    expect(days.keys).toEqual([undefined])
  })
})
