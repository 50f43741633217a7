import { Link } from 'react-router-dom'

export function NotFoundPage() {
  return (
    <main id="main" className="not-found">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <p>
        <Link to="/products">Go to products</Link>
      </p>
    </main>
  )
}
