/** @jest-environment jsdom */
/** The parts the suggest and report forms share, as a visitor reads them. */
import * as React from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { Findings } from '../../../src/templates/form-parts';
import { browserContext } from '../../../src/lib/sheet-check';
import { checkSuggestion } from '../../../src/lib/suggest-check';
import { site } from '../../../src/config/site';

jest.mock('gatsby', () => ({ graphql: () => '', useStaticQuery: () => ({ site: { siteMetadata: site } }) }));

const ROOT = path.join(__dirname, '../../..');
const { context } = browserContext({
  aliasesText: readFileSync(path.join(ROOT, 'data/place-aliases.csv'), 'utf8'),
  categoriesText: readFileSync(path.join(ROOT, 'data/brand-categories.json'), 'utf8'),
});

describe('Findings', () => {
  it("shows each of data:check's findings as its sentence, capitalised, ending with one full stop", () => {
    const { findings } = checkSuggestion('shops', [], { name: 'Bike Lab', location: 'Las Pinas', link: 'https://192.168.1.1/' }, context);
    render(<Findings id="findings" findings={findings} />);
    const shown = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(shown).toContain("'Las Pinas' was read as 'Las Piñas' (Metro Manila).");
    expect(shown.length).toBeGreaterThan(1);
    for (const sentence of shown) expect(sentence).toMatch(/^[^a-z].*[^.]\.$/s);
  });
});
