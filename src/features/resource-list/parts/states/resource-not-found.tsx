import '@/i18n/messages/en/states'
import { Link } from 'react-router-dom'
import { useRecentResources } from '@/hooks/use-recent-resources'
import { useT } from '@/i18n/use-language'
import { closestResourceName, knownResourceNames } from '@/lib/resource-suggestions'
import { navResources } from '@/resources'

const configuredNames = navResources.map((resource) => resource.name)

/**
 * The service answered 404 for the resource: say which, offer the known name it was most likely
 * meant to be (opened before at this Base URL, or configured), and a way back.
 */
export function ResourceNotFound({ name, baseUrl }: { name: string; baseUrl: string }) {
  const t = useT()
  const recent = useRecentResources(baseUrl)
  const meant = closestResourceName(name, knownResourceNames(recent.names, configuredNames))
  return (
    <section className="not-found" aria-labelledby="list-title">
      <h1 id="list-title">{t('states.notFound', { name })}</h1>
      <p>
        {baseUrl ? t('states.noResourceAt', { baseUrl, name }) : t('states.noResource', { name })}
      </p>
      {meant !== undefined && (
        <p>
          <Link to={`/${encodeURIComponent(meant)}`}>{t('states.meant', { name: meant })}</Link>
        </p>
      )}
      <p>
        <Link to="/products">{t('states.goToProducts')}</Link>
      </p>
    </section>
  )
}
