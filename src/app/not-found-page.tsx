import { Link } from 'react-router-dom'

/** Shown inside the app shell when signed in (its `main`), on its own otherwise. */
export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is nothing at this address.</p>
      <p>
        <Link to="/products">Go to products</Link>
      </p>
    </section>
  )
}
