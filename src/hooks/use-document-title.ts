import { useEffect } from 'react'
import { useT } from '@/i18n/use-language'

/** Titles the browser's tab with the page shown, in the language in force. */
export function useDocumentTitle(page: string): void {
  const t = useT()
  useEffect(() => {
    document.title = t('shell.pageTitle', { page })
  }, [t, page])
}
