import * as React from 'react';
import { Icon } from '../Icon/Icon';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Logo } from '../Logo/Logo';
import { ReportLink } from '../ReportLink/ReportLink';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import { openStreetMapCredit } from '../../content/attribution';
import { shopsCopy } from '../../content/directories';
import { shopPlace, vocabularyLabels, type ShopCardData } from '../../lib/card-data';
import { PAYMENTS, SERVICES } from '../../pipeline/entities/shop-vocabularies';
import { ListingState } from '../ListingState/ListingState';
import { OpenLabel, ShopTags } from '../OpenLabel/OpenLabel';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './ShopCard.css';
import { listingPath, mapSearchUrl } from '../../config/addresses';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The plain card the list's script shows for a shop beyond the page, before the app starts
 * (list-script.ts fills it in): the name, the place, and both links, of which it keeps the one that
 * applies. The map search's address holds `{n}` and `{l}` for the name and the place. HTML, as it
 * lives outside React until the app starts and shows the shop's real card.
 */
export const SHOP_CARD_TEMPLATE = [
  `<article class="${styles.root}"><h2 class="${styles.name}"></h2><p class="${styles.location}"></p>`,
  `<a class="${styles.visit}" target="_blank" rel="noopener noreferrer">${escapeHtml(shopsCopy.visitShop)}</a>`,
  `<a class="${styles.mapLink}" href="${escapeHtml(mapSearchUrl('{n}', '{l}'))}" target="_blank" rel="noopener noreferrer">${escapeHtml(shopsCopy.findOnMap)}</a></article>`,
].join('');

/** A shop: logo, name, place, and its page, or a map search when its page is not known. */
export function ShopCard({ shop, action }: { shop: ShopCardData; action?: React.ReactNode }) {
  const place = shopPlace(shop);
  return (
    <article className={styles.root}>
      {/* Text and links to other sites: nothing to hydrate. Only the action (the save toggle) is React's. */}
      <StaticIsland noBox>
        <div className={styles.logo}>
          <Logo name={shop.name} image={shop.image} size={64} fallback="icon" />
        </div>
        <h2 className={styles.name}>
          <a href={listingPath('shops', shop.key)} className={styles.nameLink}>
            {shop.name}
          </a>
        </h2>
        <p className={styles.location}>
          <Icon name="map-pin" size={14} />
          {place}
        </p>
        <ListingState state={shop} as="div" />
        <OpenLabel hours={shop.hours ?? null} />
        <ShopTags className={styles.location} labels={vocabularyLabels(SERVICES, shop.services)} />
        <ShopTags className={styles.location} labels={vocabularyLabels(PAYMENTS, shop.payment)} />
        {shop.link ? (
          <ExternalLink href={shop.link} className={styles.visit}>
            {shopsCopy.visitShop}
            <span className={visuallyHidden}>: {shop.name}</span>
            <Icon name="external-link" size={14} />
          </ExternalLink>
        ) : (
          <ExternalLink href={mapSearchUrl(shop.name, shop.location)} className={styles.mapLink}>
            {shopsCopy.findOnMap}
            <span className={visuallyHidden}>: {shop.name}</span>
            <Icon name="map-pin" size={14} />
          </ExternalLink>
        )}
        {shop.fromOpenStreetMap ? (
          <p className={styles.credit}>
            <ExternalLink href={openStreetMapCredit.href} className={styles.creditLink}>
              {openStreetMapCredit.text}
            </ExternalLink>
          </p>
        ) : null}
        <ReportLink list="shops" itemKey={shop.key} name={shop.name} />
      </StaticIsland>
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
