/** @jest-environment jsdom */
/** "Wrong or closed?" on a card: the site's report page of the listing (filled in, aimed at the editors' report form), or the Instagram message without one. */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { ReportLink } from '../../../src/components/ReportLink/ReportLink';
import { site } from '../../../src/config/site';

let forms: { setup: string }[] = [];
jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({ site: { siteMetadata: site }, allSuggestForms: { nodes: forms } }),
}));

const report = {
  address: 'https://docs.google.com/forms/d/e/sample/viewform',
  fields: { list: 'entry.1', key: 'entry.2', name: 'entry.3', reason: 'entry.4', details: 'entry.5' },
};

describe('ReportLink', () => {
  it("links to the site's own report page of the listing, in the same tab, when a report form is set up", () => {
    forms = [{ setup: JSON.stringify({ suggest: null, report }) }];
    render(<ReportLink list="shops" itemKey="bike-lab-las-pinas" name="Bike Lab, Las Piñas" />);
    const link = screen.getByRole('link', { name: 'Wrong or closed? Report a problem with Bike Lab, Las Piñas.' });
    expect(link.getAttribute('href')).toBe('/suggest/report/shops/bike-lab-las-pinas/');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('is the Instagram message when no report form is set up', () => {
    forms = [];
    render(<ReportLink list="brands" itemKey="bikes-giant" name="Giant" />);
    expect(screen.getByRole('link', { name: /Wrong or closed\?/ }).getAttribute('href')).toBe(site.instagramUrl);
  });
});
