// Records that name other records: a booking's `productId` is the id of a product, shown as a
// link to that product's details (`/products/<id>`, looked up by id). The service documents no
// relations, so they are read off attribute names, as admin tools do by convention: `<singular>Id`,
// `<singular>_id`, `<resource>Id`, or an object with an `id` under such a name (flattened to
// `supplier.id`). The record's own `id` names no other record.
import { isResourceName } from '../resource-name'

function plural(singular: string): string {
  if (/[^aeiou]y$/i.test(singular)) return `${singular.slice(0, -1)}ies`
  if (/(s|x|z|ch|sh)$/i.test(singular)) return `${singular}es`
  return `${singular}s`
}

// `productID` too, but not `UUID`: a lower-case letter comes before an upper-case ID.
const idSuffix = /^(.+?)(?:Id|_id|(?<=[a-z])ID)$/

/**
 * The resource whose id an attribute holds, or undefined: `productId` -> products,
 * `supplier_id` -> suppliers, `productsId` -> products, `supplier.id` -> suppliers.
 */
export function referencedResource(attribute: string): string | undefined {
  const nested = /^([^.]+)\.id$/.exec(attribute)
  const base = nested?.[1] ?? idSuffix.exec(attribute)?.[1]
  if (!base || base.includes('.')) return undefined
  const name = base.endsWith('s') && !nested ? base : plural(base)
  return isResourceName(name) ? name : undefined
}

/** The details path of the record a value names, or undefined when it names none. */
export function referencePath(attribute: string, value: unknown): string | undefined {
  const resource = referencedResource(attribute)
  if (resource === undefined) return undefined
  const id = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  // "." and ".." would leave the resource's path once the browser reads the link.
  if (typeof id !== 'string' || id.trim() === '' || id.length > 200 || /^\.{1,2}$/.test(id))
    return undefined
  return `/${resource}/${encodeURIComponent(id)}`
}
