import { describe, expect, it } from 'vitest'
import { attributeValues, planFind, typedKinds, type ResourceSample } from './find-plan'

const bookings: ResourceSample = {
  resource: 'bookings',
  records: [
    {
      id: 'bkg_004873',
      reference: 'DC-7KQ2ZP',
      productId: 'prd_00017',
      productName: 'Lisbon Walking Tour',
      status: 'CONFIRMED',
      customer: { name: 'Maria Silva', email: 'maria.silva@example.com' },
      participants: 2,
      travelDate: '2026-12-01',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 'bkg_004872',
      reference: 'DC-PKK5CA',
      productId: 'prd_00342',
      productName: 'Kyoto Food Tour',
      status: 'PENDING',
      customer: { name: 'Jonas Weber', email: 'jonas_weber@example.org' },
      participants: 3,
      travelDate: '2026-12-04',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
}

const products: ResourceSample = {
  resource: 'products',
  records: [
    {
      id: 'prd_00017',
      name: 'Lisbon Walking Tour',
      productType: 'TOUR',
      city: 'Lisbon',
      supplier: { id: 'sup_001', name: 'Tours Ltd' },
    },
    {
      id: 'prd_00342',
      name: 'Kyoto Food Tour',
      productType: 'TOUR',
      city: 'Kyoto',
      supplier: { id: 'sup_002', name: 'Food Co' },
    },
  ],
}

const asked = (typed: string, samples = [bookings, products]) =>
  planFind(typed, samples).candidates.map(
    ({ resource, attribute, value }) => `${resource} ${attribute}=${value}`,
  )

describe('what a typed text may be', () => {
  it.each([
    ['a@b.c', ['email']],
    ['BKG-00042', ['code']],
    ['42', ['code']],
    ['Maria Silva', ['name']],
    ['Lisbon', ['name']],
    ['DC-KQABCD', ['code', 'name']],
  ])('%s', (typed, kinds) => {
    expect(typedKinds(typed)).toEqual(kinds)
  })
})

describe('the attributes asked, by the shape of what was typed and of the values seen', () => {
  it('an email: the attributes whose values are emails, in their case', () => {
    expect(asked('Maria.Silva@Example.com')).toEqual([
      'bookings customer.email=maria.silva@example.com',
    ])
    expect(asked('nobody@example.com')).toEqual(['bookings customer.email=nobody@example.com'])
  })

  it('an id in another shape: the id of the resource whose ids have that shape', () => {
    expect(asked('BKG-00042')).toEqual(['bookings id=bkg_000042'])
    expect(asked('PRD 42')).toEqual(['products id=prd_00042'])
  })

  it('a bare number: the id of each resource', () => {
    expect(asked('42')).toEqual(['bookings id=bkg_000042', 'products id=prd_00042'])
  })

  it('a reference: the attributes whose values look like references', () => {
    expect(asked('dc-abc123')).toEqual(['bookings reference=DC-ABC123'])
  })

  it('a name: the name-like attributes, not those of another record nor a city', () => {
    expect(asked('maria silva')).toEqual(['bookings customer.name=Maria Silva'])
    expect(asked('Anna Costa')).toEqual([
      'bookings customer.name=Anna Costa',
      'products name=Anna Costa',
    ])
    expect(asked('lisbon walking tour')).toEqual(['products name=Lisbon Walking Tour'])
  })

  it('leaves out what the service refused, and says so', () => {
    const refused = { ...bookings, refused: new Set(['customer.email']) }
    const plan = planFind('a@b.c', [refused, products])
    expect(plan.candidates).toEqual([])
    expect(plan.refused).toEqual([{ resource: 'bookings', attribute: 'customer.email' }])
    expect(plan.kind).toBe('email')
  })

  it('asks an id as typed where no record was seen', () => {
    expect(asked('x-17', [{ resource: 'orders', records: [] }])).toEqual(['orders id=x-17'])
  })

  it('asks at most the requests allowed', () => {
    const many = Array.from({ length: 5 }, (_, at) => ({ ...bookings, resource: `r${at}` }))
    expect(planFind('42', many, 3).candidates).toHaveLength(3)
  })
})

describe('the values of a sample', () => {
  it('reads nested objects one level down, numbers only as ids', () => {
    const values = attributeValues([{ id: 7, n: 2, customer: { email: 'a@b.c', deep: { x: 1 } } }])
    expect([...values]).toEqual([
      ['id', ['7']],
      ['customer.email', ['a@b.c']],
    ])
  })
})
