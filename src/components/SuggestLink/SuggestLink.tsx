import * as React from 'react';
import { Link } from 'gatsby';
import { useForms } from '../../hooks/use-forms';
import { suggestPath } from '../../config/addresses';

interface SuggestLinkProps {
  /** The list chosen on the suggest form, or none for /suggest (the choice of list). */
  list?: string;
  className?: string;
  children: React.ReactNode;
}

/** A link to the suggest form of a list; nothing when no form is set up (data/forms.json), so the invite stays the Instagram message. */
export function SuggestLink({ list, className, children }: SuggestLinkProps) {
  const { suggest } = useForms();
  if (!suggest) return null;
  return (
    <Link to={suggestPath(list)} className={className}>
      {children}
    </Link>
  );
}
