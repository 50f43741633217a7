import { describe, expect, it } from 'vitest'
import { recordFields } from './record-fields'

const booking = {
  id: 'bkg_1',
  reference: 'DC-1',
  status: 'PENDING',
  customer: { name: 'Ada', email: 'ada@example.com', phone: '123' },
  totalPrice: 259,
  currency: 'EUR',
  notes: ['a'],
}

const shown = (ids: string[]) =>
  ids.map((id) => ({
    spec: id.includes('.') ? { id } : { id, attribute: id },
    label: id,
  }))

describe('recordFields', () => {
  it('follows the shown columns, groups nested ones under their parent, then adds the rest', () => {
    const fields = recordFields(
      booking,
      shown(['reference', 'customer.email', 'status', 'customer.name']),
    )
    expect(fields.map((field) => field.key)).toEqual([
      'reference',
      'customer',
      'status',
      'id',
      'totalPrice',
      'currency',
      'notes',
    ])
    const customer = fields[1]!
    expect(customer.label).toBe('Customer')
    expect(customer.children?.map((child) => [child.key, child.label, child.value])).toEqual([
      ['customer.email', 'Email', 'ada@example.com'],
      ['customer.name', 'Name', 'Ada'],
      ['customer.phone', 'Phone', '123'],
    ])
  })

  it('labels fields the table does not show in words too', () => {
    const fields = recordFields(booking, [])
    expect(fields.find((field) => field.key === 'totalPrice')?.label).toBe('Total price')
  })

  it('leaves out no field of a record with no columns shown', () => {
    expect(recordFields(booking, []).map((field) => field.key)).toEqual(Object.keys(booking))
  })
})

describe('recordFields with column ids that name no field of the record', () => {
  const hostile = ['__proto__.toString', 'constructor.name', 'toString.length', 'customer.missing']

  it('reads nothing from the prototype and adds no empty group', () => {
    const fields = recordFields(booking, shown(['reference', ...hostile]))
    expect(fields.map((field) => field.key)).toEqual([
      'reference',
      'id',
      'status',
      'customer',
      'totalPrice',
      'currency',
      'notes',
    ])
    expect(fields.every((field) => typeof field.value !== 'function')).toBe(true)
    const customer = fields.find((field) => field.key === 'customer')!
    expect(customer.children).toBeUndefined()
    expect(customer.value).toBe(booking.customer)
  })

  it('keeps a group whose parent the record has', () => {
    const fields = recordFields(booking, shown(['customer.missing', 'customer.name']))
    expect(fields[0]?.children?.map((child) => [child.key, child.value])).toEqual([
      ['customer.missing', undefined],
      ['customer.name', 'Ada'],
      ['customer.email', 'ada@example.com'],
      ['customer.phone', '123'],
    ])
  })

  it("keys a nested field by its path, so that `supplier.id` is known as a supplier's id", () => {
    const product = { id: 'prd_1', supplier: { id: 'sup_7', name: 'Lisbon Walks' } }
    const supplier = recordFields(product, shown(['supplier.name']))[0]!
    expect(supplier.children?.map((child) => child.key)).toEqual(['supplier.name', 'supplier.id'])
  })
})
