// The pseudo-locale en-XA, made from English when chosen: every letter accented, outside the
// placeholders, and each text about 35 % longer in brackets, "[Ƥřöδúçƭƨ one two]". A text of the
// console in plain English under it escaped the catalog; a layout that breaks under it will break
// in German or Greek.
import type { Catalog, Message } from './catalog'

const accents: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ...'aåbƀcçdδeéfƒgĝhĥiîjĵkķlļmɱnñoöpƥqʠrřsƨtƭuúvʋwŵxӿyýzƶ',
    ...'AÅBƁCÇDÐEÉFƑGĜHĤIÎJĴKĶLĻMṀNÑOÖPƤQǪRŘSŠTŦUÚVṼWŴXẊYÝZŽ',
  ].flatMap((letter, index, all) => (index % 2 === 0 ? [[letter, all[index + 1]!]] : [])),
)
const padding = 'one two three four five six seven eight nine ten eleven twelve thirteen'
const placeholder = /(\{\w+\})/

export function pseudoText(text: string): string {
  const parts = text.split(placeholder)
  const accented = parts
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => accents[c]!)))
    .join('')
  const length = parts.filter((_, index) => index % 2 === 0).join('').length
  // 35 % longer, the brackets and the space before the padding included.
  const extra = Math.max(0, Math.round(length * 0.35) - 3)
  const pad = padding.slice(0, extra).trimEnd()
  return `[${accented}${pad ? ` ${pad}` : ''}]`
}

function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return pseudoText(message)
  return Object.fromEntries(
    Object.entries(message).map(([form, text]) => [form, pseudoText(text as string)]),
  ) as Message
}

/**
 * An area of English, pseudo-translated message by message as each is asked for: the areas whose
 * English loads with their part (auth, period) are filled in after en-XA may have been chosen.
 */
function pseudoArea(english: Record<string, Message>): Record<string, Message> {
  const made = new Map<string, Message>()
  return new Proxy(english, {
    get(target, key) {
      if (typeof key !== 'string' || !Object.hasOwn(target, key)) return undefined
      let message = made.get(key)
      if (message === undefined) made.set(key, (message = pseudoMessage(target[key]!)))
      return message
    },
  })
}

export function pseudoCatalog(source: Catalog): Catalog {
  return Object.fromEntries(
    Object.entries(source).map(([area, messages]) => [
      area,
      pseudoArea(messages as Record<string, Message>),
    ]),
  ) as Catalog
}
