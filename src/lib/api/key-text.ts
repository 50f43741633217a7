// Keys are pasted from mails, chats, PDFs and spreadsheets, which bring characters nobody sees: a
// zero-width space, a no-break space, a line break, a byte order mark. The browser refuses to send
// a header holding some of them, and that refusal looks like a service that cannot be reached.
// So they are cleaned from both keys as they are entered, and a key
// that still holds a character a header cannot carry is refused as a key.

// Whitespace other than the plain space (line breaks, tabs, no-break and other Unicode spaces,
// U+FEFF among them), and the format characters that show nothing: soft hyphen, zero-width
// spaces and joiners, direction marks and embeddings, word joiner and invisible operators.
const invisible = /[^\S ]|[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064]/gu

/** The text without the characters nobody sees; plain spaces stay (the key is being typed). */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(invisible, '')
}

/** A key as it is sent: the invisible characters gone, and the spaces at its ends. */
export function cleanKey(text: string): string {
  return withoutInvisibleCharacters(text).trim()
}

/**
 * Whether a cleaned key can go in a header as it is. Keys are printable ASCII; anything else
 * (an accented letter, a symbol, an emoji) was not issued as part of a key.
 */
export function isSendableKey(key: string): boolean {
  return /^[\x20-\x7E]*$/.test(key)
}
