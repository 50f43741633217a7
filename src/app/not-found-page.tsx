import { Link } from 'react-router-dom'
import { useT } from '@/i18n/use-language'

/** Shown inside the app shell when signed in (its `main`), on its own otherwise. */
export function NotFoundPage() {
  const t = useT()
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('shell.notFoundTitle')}</h1>
      <p>{t('shell.notFoundText')}</p>
      <p>
        <Link to="/products">{t('shell.goToProducts')}</Link>
      </p>
    </section>
  )
}
