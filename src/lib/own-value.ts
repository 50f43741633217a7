/**
 * `object[key]` when `object` holds `key` itself. The service chooses attribute names, and one
 * named `constructor`, `toString` or `__proto__` must not read what every object inherits.
 */
export function ownValue<T>(object: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined
}
