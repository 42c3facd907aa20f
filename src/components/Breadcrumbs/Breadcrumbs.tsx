import * as React from 'react';
import { Link } from 'gatsby';
import * as styles from './Breadcrumbs.css';

/** Where a page sits (Home › Bike Shops › Iloilo): links to each step above it, the last one the page itself. */
export function Breadcrumbs({ steps }: { steps: readonly { name: string; path: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.root}>
      <ol className={styles.list}>
        {steps.map((step, index) => (
          <li key={step.path} className={styles.item}>
            {index === steps.length - 1 ? (
              <span aria-current="page">{step.name}</span>
            ) : (
              <Link to={step.path} className={styles.link}>
                {step.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
