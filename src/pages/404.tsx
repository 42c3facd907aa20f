import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { Seo } from '../components/Seo/Seo';

/**
 * Unknown paths go home on any static host: at once in the browser, through a
 * meta refresh where scripts don't run, and with a plain link if neither does.
 */
export default function NotFoundPage() {
  React.useEffect(() => {
    void navigate('/', { replace: true });
  }, []);
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        Taking you to the home page. <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}

// The page answers any unknown address: it has no address of its own to name as canonical.
export function Head() {
  return (
    <Seo title="Page Not Found" description="This page does not exist. Taking you to the Padyak Hub home page." pathname={null}>
      <meta httpEquiv="refresh" content="0; url=/" />
      <meta name="robots" content="noindex" />
    </Seo>
  );
}
