import { graphql, useStaticQuery } from 'gatsby';
import { parseFormsSetup, type FormsSetup } from '../pipeline/entities/form-address';

/** The editors' Google Forms from data/forms.json; each is null when not configured (invites stay the Instagram message). */
export function useForms(): FormsSetup {
  const data = useStaticQuery<Queries.SuggestFormsQuery>(graphql`
    query SuggestForms {
      allSuggestForms {
        nodes {
          setup
        }
      }
    }
  `);
  return parseFormsSetup(data.allSuggestForms.nodes[0]?.setup);
}
