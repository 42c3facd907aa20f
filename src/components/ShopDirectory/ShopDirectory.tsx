import * as React from 'react';
import { withPrefix } from 'gatsby';
import { DirectoryView } from '../DirectoryView/DirectoryView';
import { SHOP_CARD_TEMPLATE, ShopCard } from '../ShopCard/ShopCard';
import { SaveToggle } from '../SaveToggle/SaveToggle';
import { shopsCopy } from '../../content/directories';
import { vocabularySearchWords, type ShopCardData } from '../../lib/card-data';
import { PAYMENTS, SERVICES } from '../../pipeline/entities/shop-vocabularies';
import { OpenLabelsScript, useHolidays } from '../OpenLabel/OpenLabel';
import type { Facet } from '../../hooks/use-directory-items';
import { openState, type Holiday } from '../../lib/weekly-hours';
import { provinceOf, type Centroid } from '../../lib/provinces';
import { SHOP_INDEX_PATH } from '../../config/addresses';
import { everyShopFetchedBeforeStart, loadEveryShop } from '../../lib/shop-index-loader';
import { useSearchAliases } from '../../hooks/use-search-aliases';
import { SHOPS_LIST_WORDS } from '../../lib/search-words';

const columns = { base: 1, md: 2, lg: 3 };
/** A visitor finds a shop by its place, and by a service's or a payment's words ('repair', 'gcash'). */
const searchFields = (shop: ShopCardData) => [
  shop.location,
  shop.province,
  shop.region,
  ...vocabularySearchWords(SERVICES, shop.services),
  ...vocabularySearchWords(PAYMENTS, shop.payment),
];
const placeOf = (shop: ShopCardData) => shop.location;
/** The shops' dropdowns by service, payment and open now (`?service=repair`, `?payment=gcash`, `?open=now`). */
function shopFacets(holidays: readonly Holiday[]): Facet<ShopCardData>[] {
  return [
    {
      name: 'service',
      label: shopsCopy.serviceLabel,
      allLabel: shopsCopy.anyService,
      options: SERVICES.map(({ key, label }) => ({ value: key, label })),
      of: (shop) => shop.services ?? [],
    },
    {
      name: 'payment',
      label: shopsCopy.paymentLabel,
      allLabel: shopsCopy.anyPayment,
      options: PAYMENTS.map(({ key, label }) => ({ value: key, label })),
      of: (shop) => shop.payment ?? [],
    },
    {
      name: 'open',
      label: shopsCopy.openLabel,
      allLabel: shopsCopy.anyTime,
      options: [{ value: 'now', label: shopsCopy.openNow }],
      // On the visitor's clock, each time the list is filtered.
      of: (shop) => (shop.hours && openState(shop.hours, holidays, Date.now()).kind === 'open' ? ['now'] : []),
      changes: true,
    },
  ];
}

const renderShop = (shop: ShopCardData) => <ShopCard shop={shop} action={<SaveToggle item={{ kind: 'shop', id: shop.key, name: shop.name }} />} />;

interface ShopDirectoryProps {
  /** This page's shops, A to Z. */
  shops: readonly ShopCardData[];
  /** How many the whole list has (this page and the others). */
  total: number;
  /** Every place of the whole list with the province it is grouped under in the city filter: A to Z by province, then by name. */
  places: readonly { readonly name: string; readonly province: string }[];
  /** The provinces `?province=` may name and "Near me"'s centroids (/shops); none on a province's page. */
  provinces?: { names: readonly string[]; near: readonly Centroid[] };
  /** Only this province's shops (a province's page): the whole list, when it is fetched, is narrowed to them. */
  inProvince?: string;
  /** This page holds the first shops of the whole list, A to Z (/shops itself): its script may answer from the index before the app starts. */
  firstOfList?: boolean;
}

/**
 * The shops list of /shops and of each province's page: the same cards, search, city filter
 * (grouped by province) and sort. A list longer than its page fetches the whole index the
 * first time the visitor searches, filters or sorts.
 */
export function ShopDirectory({ shops, total, places, provinces, inProvince, firstOfList = false }: ShopDirectoryProps) {
  const city = React.useMemo(() => {
    const provinceOfPlace = new Map(places.map((place) => [place.name, place.province]));
    return {
      label: shopsCopy.cityLabel,
      allLabel: shopsCopy.allCities,
      placeOf,
      places: places.map((place) => place.name),
      groupOf: (place: string) => provinceOfPlace.get(place) ?? '',
    };
  }, [places]);
  const holidays = useHolidays();
  const aliases = useSearchAliases();
  const searchWords = React.useMemo(() => ({ list: SHOPS_LIST_WORDS, aliases }), [aliases]);
  const facets = React.useMemo(() => shopFacets(holidays), [holidays]);
  const province = React.useMemo(() => (provinces ? { of: provinceOf, names: provinces.names, near: provinces.near } : undefined), [provinces]);
  // Only a list longer than this page needs the index; today's whole list is in the page.
  const whole = React.useMemo(() => {
    if (total <= shops.length) return undefined;
    const load = inProvince === undefined ? loadEveryShop : () => loadEveryShop().then((every) => every.filter((shop) => provinceOf(shop) === inProvince));
    const index = { u: withPrefix(SHOP_INDEX_PATH) };
    const early = firstOfList && inProvince === undefined ? { index, loaded: everyShopFetchedBeforeStart, card: SHOP_CARD_TEMPLATE } : undefined;
    return { total, load, searching: shopsCopy.searchingAll(total), early };
  }, [total, shops.length, inProvince, firstOfList]);
  return (
    <DirectoryView
      items={shops}
      searchPlaceholder={shopsCopy.searchPlaceholder}
      emptyTitle={shopsCopy.emptyTitle}
      emptyHint={shopsCopy.emptyHint}
      footer={shopsCopy.footer}
      columns={columns}
      searchFields={searchFields}
      city={city}
      province={province}
      facets={facets}
      beforeListScript={shops.some((shop) => shop.hours) ? <OpenLabelsScript /> : null}
      listLabel="Bike shops"
      searchWords={searchWords}
      whole={whole}
      renderItem={renderShop}
    />
  );
}
