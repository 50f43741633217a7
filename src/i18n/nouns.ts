// A resource's title ("Bookings", in the language in force) inside a sentence: "Exporting
// bookings". English and Greek write a noun there in lower case; German keeps its nouns' capital.
import { currentLanguage, type Language } from './language'

export function titleInText(title: string, language: Language = currentLanguage()): string {
  return language === 'de' ? title : title.toLocaleLowerCase(language === 'el' ? 'el' : 'en')
}
