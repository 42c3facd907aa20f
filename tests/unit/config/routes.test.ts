import { routes, sectionOf } from '../../../src/config/routes';
import { tabs } from '../../../src/config/navigation';

describe('the route list', () => {
  it('has every route of the specification once, plus the saved list (/saved/) the sheet checker for editors (/editors/), the suggest form (/suggest/) and the downloads (/data/), each at its address ending in a slash', () => {
    const specRoutes =
      '/ ; /shops ; /service ; /brands ; /buy-sell ; /about ; /events ; /people-community ; /content-creators ; /cycling-groups ; /ph-pro-teams ; /cycling-photographers ; /indoor-cycling-studio ; /bike-repaint ; /bike-fitters ; /bike-skin-service ; /bike-delivery ; /bike-for-rent ; /free-bike-parts ; /vlogs ; /cycling-coaches ; /triathlon-teams ; /bike-destinations ; /bike-destinations/spider-route ; /bike-box-rental ; /bike-wash-service'.split(
        ' ; ',
      );
    // The host serves a folder's page at /shops/ and redirects /shops there (docs/decisions.md).
    const addresses = [...specRoutes, '/saved', '/editors', '/suggest', '/data'].map((path) => (path === '/' ? path : `${path}/`));
    expect(routes.map((route) => route.path).sort()).toEqual(addresses.sort());
  });

  it('has five tabs in the order Home, Shops, Service, Brands, Community', () => {
    expect(tabs.map((tab) => [tab.label, tab.path])).toEqual([
      ['Home', '/'],
      ['Shops', '/shops/'],
      ['Service', '/service/'],
      ['Brands', '/brands/'],
      ['Community', '/people-community/'],
    ]);
  });
});

describe('sectionOf', () => {
  it.each([
    ['/', 'home'],
    ['/shops', 'shops'],
    ['/shops/', 'shops'],
    ['/brands/helmet', 'brands'],
    ['/brands/helmet/', 'brands'],
    ['/bike-repaint/', 'service'],
    ['/bike-repaint', 'service'],
    ['/content-creators', 'community'],
    ['/bike-destinations/spider-route', 'home'],
    ['/about', null],
    ['/nowhere', null],
  ])('puts %s under %s', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });
});
