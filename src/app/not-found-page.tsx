import '@/i18n/messages/en/states'
import { Link } from 'react-router-dom'
import { useT } from '@/i18n/use-language'

/** Shown inside the app shell when signed in (its `main`), on its own otherwise. */
export function NotFoundPage() {
  const t = useT()
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('states.notFoundTitle')}</h1>
      <p>{t('states.notFoundText')}</p>
      <p>
        <Link to="/products">{t('states.goToProducts')}</Link>
      </p>
    </section>
  )
}
