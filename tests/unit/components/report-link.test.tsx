/** @jest-environment jsdom */
/** "Wrong or closed?" on a card: the editors' report form with the listing filled in, or the Instagram message without one. */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { ReportLink } from '../../../src/components/ReportLink/ReportLink';
import { site } from '../../../src/config/site';

let forms: { setup: string }[] = [];
jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({ site: { siteMetadata: site }, allSuggestForms: { nodes: forms } }),
}));

const report = { address: 'https://docs.google.com/forms/d/e/sample/viewform', fields: { list: 'entry.1', key: 'entry.2', name: 'entry.3', reason: 'entry.4' } };

describe('ReportLink', () => {
  it('opens the report form in a new tab with the list, key and name filled in, encoded as a form sends them', () => {
    forms = [{ setup: JSON.stringify({ suggest: null, report }) }];
    render(<ReportLink list="shops" itemKey="bike-lab-las-pinas" name="Bike Lab, Las Piñas" />);
    const link = screen.getByRole('link', { name: 'Wrong or closed? Report a problem with Bike Lab, Las Piñas.' });
    expect(link.getAttribute('href')).toBe(`${report.address}?usp=pp_url&entry.1=shops&entry.2=bike-lab-las-pinas&entry.3=Bike+Lab%2C+Las+Pi%C3%B1as`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('is the Instagram message when no report form is set up', () => {
    forms = [];
    render(<ReportLink list="brands" itemKey="bikes-giant" name="Giant" />);
    expect(screen.getByRole('link', { name: /Wrong or closed\?/ }).getAttribute('href')).toBe(site.instagramUrl);
  });
});
