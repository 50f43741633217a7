// A shell command that repeats a list request, with the keys left as environment variables so the
// command can be pasted into chat or a ticket without leaking them.

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

export function toCurl(absoluteUrl: string): string {
  return [
    'curl --globoff',
    `  -H ${shellQuote('Accept: application/json')}`,
    '  -H "X-Api-Key: $API_KEY"',
    '  -H "X-Secret-Key: $SECRET_KEY"',
    `  ${shellQuote(absoluteUrl)}`,
  ].join(' \\\n')
}

/** The URL as people read it: brackets and values decoded, without throwing on bad escapes. */
export function readableUrl(url: string): string {
  try {
    return decodeURI(url).replace(/%5B/gi, '[').replace(/%5D/gi, ']')
  } catch {
    return url
  }
}
