// The arrangement both renderers draw is TanStack Table's: for any columns, layout, sorts and
// widths, what arrangeColumns says equals what the column model (column-model.ts), which takes the
// Columns menu's and the resize handles' changes, works out.
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/i18n'
import { defaultColumnLayout, type ColumnLayout } from '@/lib/columns/column-layout'
import type { ColumnSpec } from '@/lib/columns/columns'
import type { SortKey } from '@/lib/list-query'
import {
  arrangeColumns,
  shownColumnsOf,
  type ArrangementInput,
  type ColumnArrangement,
} from './column-arrangement'
import { buildColumnModel, columnSpec } from './column-model'

/**
 * The arrangement less what the model has no notion of: what a header's click does next (the URL's
 * sort cycle says that, lib/sort-cycle.ts) and what a phone shows (tested below).
 */
function withoutModelExtras(arrangement: ColumnArrangement) {
  return {
    ...arrangement,
    placements: arrangement.placements.map(({ keyField: _keyField, ...placement }) => ({
      ...placement,
      className: placement.className.replace(/ key-(field|lead)/g, ''),
    })),
    headers: arrangement.headers.map(
      ({ nextDirection: _next, shiftDirection: _shift, othersSorted: _others, ...header }) =>
        header,
    ),
  }
}

/** The same, read off TanStack's model. */
function arrangementByTheModel(input: ArrangementInput) {
  const model = buildColumnModel({ ...input, onLayoutChange: () => {} })
  const headers = model.getHeaderGroups()[0]?.headers ?? []
  const sorting = model.atoms.sorting.get()
  const lastPinned = model.getStartVisibleLeafColumns().at(-1)?.id
  const variables: Record<string, string> = { '--table-width': `${model.getTotalSize()}px` }
  const placements = headers.map(({ column }, index) => {
    const key = `c${index}`
    variables[`--w-${key}`] = `${column.getSize()}px`
    if (column.getIsPinned() !== 'start') return { key, className: '' }
    variables[`--pin-${key}`] = `${column.getStart('start')}px`
    return {
      key,
      className: column.id === lastPinned ? ' pinned pinned-edge' : ' pinned',
      style: { left: `var(--pin-${key})` },
    }
  })
  return {
    columns: headers.map(({ column }) => columnSpec(column)),
    keys: new Map(headers.map(({ column }, index) => [column.id, `c${index}`])),
    placements,
    variables,
    headers: headers.map(({ column }) => {
      const sorted = column.getIsSorted()
      return {
        id: column.id,
        sortable: column.getCanSort(),
        refused: columnSpec(column).refused,
        direction: sorted === 'asc' ? 'ASC' : sorted === 'desc' ? 'DESC' : undefined,
        priority: sorting.length > 1 && sorted ? column.getSortIndex() + 1 : undefined,
        width: column.getSize(),
      }
    }),
    firstSort: sorting[0]?.id,
  }
}

const names = ['id', 'reference', 'status', 'createdAt', 'customer.name', 'totalPrice', 'city']

const columnsArbitrary = fc
  .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: names.length })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.record({
          id: fc.constant(id),
          attribute: fc.constant(id.includes('.') ? undefined : id),
          refused: fc.option(fc.subarray(['sort', 'filter'] as const), { nil: undefined }),
          kind: fc.option(fc.constantFrom('timestamp', 'status') as fc.Arbitrary<'timestamp'>, {
            nil: undefined,
          }),
        }),
      ),
    ),
  )
  .map((specs) => specs.map((spec) => JSON.parse(JSON.stringify(spec)) as ColumnSpec))

const someIds = fc.uniqueArray(fc.constantFrom(...names, 'gone'), { maxLength: 4 })
const width = fc.integer({ min: 0, max: 1200 })

const layoutArbitrary: fc.Arbitrary<ColumnLayout> = fc
  .record({
    columnOrder: fc.uniqueArray(fc.constantFrom(...names, 'gone')),
    hidden: fc.dictionary(fc.constantFrom(...names), fc.boolean()),
    columnSizing: fc.dictionary(fc.constantFrom(...names), width),
    pinned: someIds,
    endPinned: someIds,
  })
  .map(({ columnOrder, hidden, columnSizing, pinned, endPinned }) => ({
    columnOrder,
    columnVisibility: hidden,
    columnSizing,
    columnPinning: {
      start: pinned,
      end: endPinned.filter((id) => !pinned.includes(id)),
    },
    density: 'comfortable',
  }))

const sortsArbitrary: fc.Arbitrary<SortKey[]> = fc
  .uniqueArray(fc.constantFrom(...names, 'gone'), { maxLength: 3 })
  .chain((attributes) =>
    fc.tuple(
      ...attributes.map((attribute) =>
        fc.record({
          attribute: fc.constant(attribute),
          direction: fc.constantFrom('ASC', 'DESC') as fc.Arbitrary<'ASC' | 'DESC'>,
        }),
      ),
    ),
  )

const widthsArbitrary = fc
  .dictionary(fc.constantFrom(...names), width)
  .map((entries) => new Map(Object.entries(entries)))

describe('arrangeColumns', () => {
  it("arranges any columns as TanStack Table's model does", () => {
    fc.assert(
      fc.property(
        columnsArbitrary,
        layoutArbitrary,
        sortsArbitrary,
        fc.option(widthsArbitrary, { nil: undefined }),
        (columns, layout, sorts, widths) => {
          const input = { columns, layout, sorts, widths }
          expect(withoutModelExtras(arrangeColumns(input))).toEqual(arrangementByTheModel(input))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('shows pinned columns first, at their offsets, the last with the edge', () => {
    const columns = names.slice(0, 4).map((id) => ({ id, attribute: id }))
    const arrangement = arrangeColumns({
      columns,
      layout: {
        columnOrder: ['status'],
        columnVisibility: { id: false },
        columnSizing: { createdAt: 100, reference: 30 },
        columnPinning: { start: ['createdAt', 'reference'], end: [] },
        density: 'comfortable',
      },
      sorts: [{ attribute: 'status', direction: 'DESC' }],
    })
    expect(arrangement.columns.map((column) => column.id)).toEqual([
      'createdAt',
      'reference',
      'status',
    ])
    // With no key fields named, a phone shows the first four columns (here all three).
    expect(arrangement.placements.map((placement) => placement.className)).toEqual([
      ' pinned key-field key-lead',
      ' pinned pinned-edge key-field',
      ' key-field',
    ])
    // A width under the smallest a column may have is raised to it.
    expect(arrangement.variables).toMatchObject({ '--pin-c0': '0px', '--pin-c1': '100px' })
    expect(arrangement.variables['--w-c1']).toBe('60px')
    expect(arrangement.headers[2]).toMatchObject({ id: 'status', direction: 'DESC' })
    expect(arrangement.firstSort).toBe('status')
  })
})

describe('what a phone shows of a row', () => {
  const columns = ['createdAt', 'reference', 'status', 'travelDate', 'totalPrice', 'id'].map(
    (id) => ({ id, attribute: id }),
  )
  const shownOnAPhone = (input: Partial<ArrangementInput>) => {
    const arrangement = arrangeColumns({
      columns,
      layout: defaultColumnLayout,
      sorts: [],
      ...input,
    })
    return arrangement.columns.flatMap((column, index) => {
      const { keyField, className } = arrangement.placements[index]!
      if (!keyField) return []
      return [className.includes('key-lead') ? `${column.id} (lead)` : column.id]
    })
  }

  it("the resource's key fields, in the columns' order, the first of them leading", () => {
    const keyFields = ['totalPrice', 'reference', 'gone']
    expect(shownOnAPhone({ keyFields })).toEqual(['reference', 'totalPrice (lead)'])
  })

  it('and the column sorted by first, once', () => {
    const keyFields = ['reference', 'status']
    const byTime = [{ attribute: 'createdAt', direction: 'DESC' as const }]
    expect(shownOnAPhone({ keyFields, sorts: byTime })).toEqual([
      'createdAt',
      'reference (lead)',
      'status',
    ])
    const byStatus = [{ attribute: 'status', direction: 'ASC' as const }]
    expect(shownOnAPhone({ keyFields, sorts: byStatus })).toEqual(['reference (lead)', 'status'])
  })

  it('without key fields shown (none named, or all hidden), the first four columns', () => {
    expect(shownOnAPhone({})).toEqual(['createdAt (lead)', 'reference', 'status', 'travelDate'])
    const layout = { ...defaultColumnLayout, columnVisibility: { totalPrice: false } }
    expect(shownOnAPhone({ keyFields: ['totalPrice'], layout })).toEqual([
      'createdAt (lead)',
      'reference',
      'status',
      'travelDate',
    ])
  })
})

describe('arrangeColumns in a period', () => {
  it("sorts by the period's time only", () => {
    const columns = ['createdAt', 'status', 'totalPrice', 'customer.name'].map((id) => ({
      id,
      attribute: id.includes('.') ? undefined : id,
    }))
    const { headers } = arrangeColumns({
      columns,
      layout: defaultColumnLayout,
      sorts: [{ attribute: 'createdAt', direction: 'DESC' }],
      periodAttribute: 'createdAt',
    })
    expect(headers.map(({ id, sortable, inPeriodOrder }) => [id, sortable, inPeriodOrder])).toEqual(
      [
        ['createdAt', true, undefined],
        ['status', false, true],
        ['totalPrice', false, true],
        ['customer.name', false, undefined],
      ],
    )
  })
})

describe('shownColumnsOf', () => {
  afterEach(() => chooseLanguage('en'))

  it('labels the columns in the language asked for, else in the language in force', async () => {
    await chooseLanguage('de') // its catalog loaded
    await chooseLanguage('en')
    const arrangement = arrangeColumns({
      columns: [
        { id: 'price', attribute: 'price' },
        { id: 'supplierCode', attribute: 'supplierCode' },
      ],
      layout: defaultColumnLayout,
      sorts: [],
      widths: new Map(),
    })
    const labels = (language?: 'de') =>
      shownColumnsOf(arrangement, language).map((column) => column.label)
    expect(labels('de')).toEqual(['Preis', 'Supplier code'])
    expect(labels()).toEqual(['Price', 'Supplier code'])
  })
})
