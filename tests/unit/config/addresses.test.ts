/** Every address the site builds, from src/config/addresses.ts: its pages and files, and the links it prefills elsewhere. */
import { DIRECTORIES } from '../../../src/pipeline/types';
import {
  COMMUNITY_LISTS,
  isListingPage,
  listingPageList,
  listingPath,
  NOT_SAVED_PATH,
  brandCategoryPath,
  EVENTS_FEED_PATH,
  eventIcsPath,
  mapSearchUrl,
  offlinePagePath,
  pageAddress,
  prefilledAddress,
  provincePagePath,
  reportPath,
  SHOP_INDEX_PATH,
  shopPagePath,
  suggestPath,
  webcalUrl,
} from '../../../src/config/addresses';

describe('pageAddress', () => {
  it.each([
    ['/', '/'],
    ['/shops', '/shops/'],
    ['/shops/', '/shops/'],
    ['/shops/in/cebu', '/shops/in/cebu/'],
    ['/shops?q=trek', '/shops/?q=trek'],
    ['/shops/?q=trek', '/shops/?q=trek'],
    ['/shops#main', '/shops/#main'],
    ['/events.ics', '/events.ics'],
    ['/events/ride.ics', '/events/ride.ics'],
    ['/shops/index.json', '/shops/index.json'],
    ['/404.html', '/404.html'],
  ])('names %s as %s: a page by its folder, a file as it is', (address, expected) => {
    expect(pageAddress(address)).toBe(expected);
  });
});

describe('the lists’ pages', () => {
  it('put page 1 of the shops at /shops/ and the rest under /shops/page/<n>/', () => {
    expect([1, 2, 50].map(shopPagePath)).toEqual(['/shops/', '/shops/page/2/', '/shops/page/50/']);
    expect(SHOP_INDEX_PATH).toBe('/shops/index.json');
  });

  it('give a province its page under /shops/in/, and a long one its own page 2', () => {
    expect(provincePagePath('iloilo')).toBe('/shops/in/iloilo/');
    expect(provincePagePath('iloilo', 2)).toBe('/shops/in/iloilo/page/2/');
  });

  it('give a brand category its page under /brands/', () => {
    expect(brandCategoryPath('bikes')).toBe('/brands/bikes/');
  });

  it('each end in a slash, as pageAddress writes a page', () => {
    for (const address of [
      shopPagePath(1),
      shopPagePath(3),
      provincePagePath('cebu', 2),
      brandCategoryPath('bikes'),
      suggestPath(),
      suggestPath('shops'),
      reportPath('shops', 'a'),
    ]) {
      expect(pageAddress(address)).toBe(address);
    }
  });
});

describe('the forms', () => {
  it('name the suggest page of a list, or the page offering them all', () => {
    expect(suggestPath()).toBe('/suggest/');
    expect(suggestPath('shops')).toBe('/suggest/shops/');
  });

  it('name the report page of one listing', () => {
    expect(reportPath('shops', 'bike-lab-makati')).toBe('/suggest/report/shops/bike-lab-makati/');
  });
});

describe('prefilledAddress', () => {
  const ADDRESS = 'https://docs.google.com/forms/d/e/1FAIpQLSexample/viewform';

  it('encodes spaces, ñ and commas as a browser submitting the form does', () => {
    const address = prefilledAddress(
      { address: ADDRESS, fields: { name: 'entry.1', location: 'entry.2', note: 'entry.3' } },
      { name: 'Bike Lab', location: 'Las Piñas, Metro Manila', note: '' },
    );
    expect(address).toBe(`${ADDRESS}?usp=pp_url&entry.1=Bike+Lab&entry.2=Las+Pi%C3%B1as%2C+Metro+Manila`);
  });
});

describe('the calendars', () => {
  it('give each event its own file under /events/, and the feed at /events.ics', () => {
    expect(eventIcsPath('tour-2026')).toBe('/events/tour-2026.ics');
    expect(EVENTS_FEED_PATH).toBe('/events.ics');
  });

  it('subscribe to the feed with webcal://', () => {
    expect(webcalUrl('https://padyakhub.ph', '/events.ics')).toBe('webcal://padyakhub.ph/events.ics');
  });
});

describe('mapSearchUrl', () => {
  it('searches the map for the name and the place, in the Philippines', () => {
    expect(mapSearchUrl('Bike Lab', 'Las Piñas')).toBe('https://www.google.com/maps/search/?api=1&query=Bike%20Lab%20Las%20Pi%C3%B1as%20Philippines');
  });
});

describe('offlinePagePath', () => {
  it.each([
    ['/shops/', '/_offline/shops/'],
    ['/shops', '/_offline/shops/'],
    ['/', '/_offline/'],
    ['/404.html', '/_offline/404'],
  ])('keeps the offline copy of %s at %s', (pathname, expected) => {
    expect(offlinePagePath(pathname)).toBe(expected);
  });
});

describe('listingPath', () => {
  it('puts a shop under /shops/ by its key, never where a province or a later page of the list is', () => {
    expect(listingPath('shops', 'tryon-makati')).toBe('/shops/tryon-makati/');
    // A shop's key is its name and its place joined by a hyphen: 'in' and 'page' (the list's folders) hold none.
    expect(listingPath('shops', 'in-makati')).not.toBe(provincePagePath('makati'));
    expect(listingPath('shops', 'page-makati')).not.toBe(shopPagePath(2));
  });

  it('puts a brand under its category, so no brand key stands where another category page does', () => {
    expect(listingPath('brands', 'bikes-trek', { category: 'bikes' })).toBe('/brands/bikes/trek/');
    // 'bike' category, brand 'racks': its key 'bike-racks' is also a category's slug.
    expect(listingPath('brands', 'bike-racks', { category: 'bike' })).toBe('/brands/bike/racks/');
    expect(listingPath('brands', 'bike-racks', { category: 'bike' })).not.toBe(brandCategoryPath('bike-racks'));
  });

  it('puts a community listing under its list by its name, and an event beside its calendar file', () => {
    expect(listingPath('content-creators', 'content-creators-the-bike-guy')).toBe('/content-creators/the-bike-guy/');
    expect(listingPath('cycling-groups', 'cycling-groups-page')).toBe('/cycling-groups/page-listing/');
    expect(listingPath('events', 'sample-ride-2027')).toBe('/events/sample-ride-2027/');
  });
});

describe('isListingPage and listingPageList', () => {
  it.each([
    // A listing's page, as listingPath names it, without its last slash (the old form), and its page data.
    ['/shops/tryon-makati/', '/shops/'],
    ['/shops/tryon-makati', '/shops/'],
    ['/page-data/shops/tryon-makati/page-data.json', '/shops/'],
    ['/brands/bikes/trek/', '/brands/bikes/'],
    ['/brands/bike/racks', '/brands/bike/'],
    ['/page-data/brands/bikes/trek/page-data.json', '/brands/bikes/'],
    ['/content-creators/the-bike-guy/', '/content-creators/'],
    ['/cycling-groups/page-listing/', '/cycling-groups/'],
    ['/bike-skin-service/wrap-shop/', '/bike-skin-service/'],
    ['/page-data/bike-fitters/fit-lab/page-data.json', '/bike-fitters/'],
    ['/events/sample-ride-2027/', '/events/'],
    ['/page-data/events/sample-ride-2027/page-data.json', '/events/'],
  ])('%s is a listing page of %s', (pathname, list) => {
    expect(listingPageList(pathname)).toBe(list);
    expect(isListingPage(pathname)).toBe(true);
  });

  it.each([
    // The lists themselves, and their own pages.
    '/',
    '/shops/',
    '/shops',
    '/page-data/shops/page-data.json',
    '/shops/in/cebu/',
    '/shops/in/cebu',
    '/shops/in/metro-manila/page/2/',
    '/page-data/shops/in/cebu/page-data.json',
    '/shops/page/2/',
    '/shops/page/',
    '/shops/in/',
    '/page-data/shops/page/2/page-data.json',
    '/shops/index.json',
    '/brands/',
    '/brands/bikes/',
    '/page-data/brands/bikes/page-data.json',
    '/brands/bikes/trek/more/',
    '/content-creators/',
    '/content-creators/page/',
    '/events/',
    '/events',
    // Files beside the listings: calendar files, the feed.
    '/events/sample-ride-2027.ics',
    '/events.ics',
    // Other pages with a listing's key in them, and lists without listing pages.
    '/suggest/',
    '/suggest/shops/',
    '/suggest/report/shops/tryon-makati/',
    '/page-data/suggest/report/shops/tryon-makati/page-data.json',
    '/bike-destinations/spider-route/',
    '/ph-pro-teams/some-team/',
    '/saved/',
    NOT_SAVED_PATH,
    // The offline copies, and other forms of the address.
    '/_offline/shops/tryon-makati/',
    '/_offline/',
    '/shops/tryon-makati/page-data.json',
    '/page-data/shops/tryon-makati/',
    '/shops/Tryon-Makati/',
    '/shops/tryon-makati//',
    '/x/shops/tryon-makati/',
  ])('%s is not a listing page', (pathname) => {
    expect(listingPageList(pathname)).toBeNull();
    expect(isListingPage(pathname)).toBe(false);
  });

  it('matches every address listingPath gives, on every list with listing pages', () => {
    for (const list of ['shops', 'events', ...DIRECTORIES]) {
      const path = listingPath(list, list === 'shops' || list === 'events' ? 'sample-2027' : `${list}-sample`);
      expect([path, listingPageList(path)]).toEqual([path, `/${list}/`]);
    }
    const brand = listingPath('brands', 'helmets-sample', { category: 'helmets' });
    expect([brand, listingPageList(brand)]).toEqual([brand, '/brands/helmets/']);
  });

  it('knows the community lists the data knows', () => {
    expect([...COMMUNITY_LISTS].sort()).toEqual([...DIRECTORIES].sort());
  });
});
