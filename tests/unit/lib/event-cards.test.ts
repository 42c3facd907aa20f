import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { eventCardsOf, eventSummariesOf } from '../../../src/lib/event-cards';

/** What the events query gives for one event, as the sheet dated and placed it. */
const node = {
  key: 'tour',
  name: 'Tour ng Bayan, Stage 1',
  link: 'https://tour.example/',
  start: '2026-12-05',
  end: '2026-12-06',
  allDay: true,
  place: { location: 'Las Piñas', province: null, region: 'National Capital Region (NCR)' },
  details: 'Flag-off at 6:00; bring lights',
};
const poster = { layout: 'constrained', width: 400, height: 500, images: { fallback: { src: '/static/tour.png' } } } as IGatsbyImageData;

describe('the events as the pages show them', () => {
  it("a card keeps the sheet's dates, place and details, with its built poster", () => {
    expect(eventCardsOf([{ ...node, image: { childImageSharp: { gatsbyImageData: poster } } }])).toEqual([{ ...node, poster }]);
  });

  it('an event whose poster was not built has no card (the events page shows only what it can draw)', () => {
    expect(eventCardsOf([{ ...node, image: { childImageSharp: null } }])).toEqual([]);
  });

  it('a summary (the home page, the Spider Route) keeps the same fields, and a missing province reads as none', () => {
    const { province: _unknown, ...placeWithoutProvince } = node.place;
    const summaries = eventSummariesOf([{ ...node, place: placeWithoutProvince as typeof node.place }]);
    expect(summaries).toEqual([{ ...node, place: { ...node.place, province: null } }]);
  });
});
