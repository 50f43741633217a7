// The shape of the message catalogs (src/i18n/messages/<language>/<area>.ts). English is the
// source: its keys and placeholders type every other language and every call of `t`, so a key
// missing or misspelt, a translation short of a key, or a placeholder left without its value
// fails `npm run typecheck`.
import type { en } from './messages/en'

/** A plural: a text per plural form of the language (Intl.PluralRules), or per exact count (`=0`). */
export type Plural = { readonly other: string } & {
  readonly [form in Exclude<Intl.LDMLPluralRule, 'other'> | `=${number}`]?: string
}

/** A text with `{name}` placeholders, or a plural whose forms have `{count}` among theirs. */
export type Message = string | Plural

/** One area's messages, as an English area file writes them (`as const satisfies Area`). */
export type Area = Readonly<Record<string, Message>>

type Source = typeof en
export type AreaName = keyof Source

/** `area.key`, e.g. `shell.signOut`. */
export type MessageKey = {
  [A in AreaName]: `${A}.${keyof Source[A] & string}`
}[AreaName]

/** An area in another language: every English key, a plural where English has one. */
export type Translation<A extends AreaName> = {
  readonly [K in keyof Source[A]]: Source[A][K] extends string ? string : Plural
}

export type Catalog = { readonly [A in AreaName]: Translation<A> }

type Placeholders<Text> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

type SourceMessage<Key> = Key extends `${infer A extends AreaName}.${infer K}`
  ? K extends keyof Source[A]
    ? Source[A][K]
    : never
  : never

type PlaceholdersOf<M> = M extends string ? Placeholders<M> : Placeholders<M[keyof M]> | 'count'

export type MessageValue = string | number

/** What `t(key, values)` takes: every placeholder of the English message, `count` a number. */
export type MessageValues<Key extends MessageKey> = {
  readonly [Name in PlaceholdersOf<SourceMessage<Key>>]: Name extends 'count'
    ? number
    : MessageValue
}

/** No second argument for a message without placeholders; the values for one with them. */
export type ValuesArgument<Key extends MessageKey> = [PlaceholdersOf<SourceMessage<Key>>] extends [
  never,
]
  ? []
  : [values: MessageValues<Key>]

export type Translate = <Key extends MessageKey>(key: Key, ...values: ValuesArgument<Key>) => string

/** A key whose message takes no values: what a component may keep in state and show later. */
export type PlainMessageKey = {
  [Key in MessageKey]: ValuesArgument<Key> extends [] ? Key : never
}[MessageKey]
