// The text of each page of a PDF as headless Chromium (Skia) writes it, read roughly: the strings
// its pages show (Tj, TJ) mapped to Unicode through each font's ToUnicode map, a space between
// text blocks. Enough to check what a printed sheet says; not a PDF reader for anything else.
import { inflateSync } from 'node:zlib'

interface PdfObject {
  dict: string
  stream?: Buffer
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  const objectStart = /(\d+) 0 obj\s*(<<[\s\S]*?>>)\s*(stream\r?\n|endobj)/g
  for (let match = objectStart.exec(text); match; match = objectStart.exec(text)) {
    const [whole, number, dict = '', after = ''] = match
    const object: PdfObject = { dict }
    if (after.startsWith('stream')) {
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0)
      const start = match.index + whole.length
      const raw = pdf.subarray(start, start + length)
      object.stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw
      // Past the stream's bytes: nothing in them is read as an object.
      objectStart.lastIndex = start + length
    }
    objects.set(Number(number), object)
  }
  return objects
}

const references = (text: string) =>
  [...text.matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]))
const hexCodes = (hex: string, width: number) =>
  (hex.match(new RegExp(`[0-9a-f]{${width}}`, 'gi')) ?? []).map((code) => parseInt(code, 16))

function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of body!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(parseInt(code!, 16), String.fromCharCode(...hexCodes(text!, 4)))
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, first] of body!.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi,
    )) {
      const start = parseInt(low!, 16)
      for (let code = start; code <= parseInt(high!, 16); code++)
        map.set(code, String.fromCodePoint(parseInt(first!, 16) + code - start))
    }
  }
  return map
}

function pageText(page: PdfObject, objects: Map<number, PdfObject>): string {
  const fonts = new Map<string, Map<number, string>>()
  const fontList = /\/Font\s*<<([\s\S]*?)>>/.exec(page.dict)?.[1] ?? ''
  for (const [, name, number] of fontList.matchAll(/\/(\S+?) (\d+) 0 R/g)) {
    const font = objects.get(Number(number))
    const cmap = objects.get(Number(/\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '')?.[1]))
    fonts.set(name!, toUnicode(cmap?.stream?.toString('latin1') ?? ''))
  }
  const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? ''
  const content = references(contents)
    .map((number) => objects.get(number)?.stream?.toString('latin1') ?? '')
    .join('\n')
  let font = new Map<number, string>()
  let text = ''
  const operations = /\/(\S+) [\d.]+ Tf|<([0-9a-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\bET\b/gi
  for (const [operation, fontName, shown, array] of content.matchAll(operations)) {
    if (fontName !== undefined) font = fonts.get(fontName) ?? new Map()
    else if (operation === 'ET') text += ' '
    else {
      const hex = shown ?? [...array!.matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1]).join('')
      text += hexCodes(hex, 4)
        .map((code) => font.get(code) ?? '')
        .join('')
    }
  }
  // NFKC: a ligature (ﬁ) reads as its letters.
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim()
}

/** Each page's text, in the order of the document's pages. */
export function pdfPageTexts(pdf: Buffer): string[] {
  const objects = readObjects(pdf)
  const root = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dict))
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(root?.dict ?? '')?.[1] ?? ''
  return references(kids).map((number) => pageText(objects.get(number)!, objects))
}
