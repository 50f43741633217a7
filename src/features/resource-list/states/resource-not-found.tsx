import { Link } from 'react-router-dom'

/** The service answered 404 for the resource: say which, and offer a way back. */
export function ResourceNotFound({ name, baseUrl }: { name: string; baseUrl: string }) {
  return (
    <section className="not-found" aria-labelledby="list-title">
      <h1 id="list-title">“{name}” not found</h1>
      <p>
        The service{baseUrl ? ` at ${baseUrl}` : ''} has no resource named “{name}” (HTTP 404).
      </p>
      <p>
        <Link to="/products">Go to products</Link>
      </p>
    </section>
  )
}
