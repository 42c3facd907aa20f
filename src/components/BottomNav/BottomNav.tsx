import * as React from 'react';
import { Home, Store, Wrench, Tags, Users, type LucideIcon } from 'lucide-react';
import { tabs } from '../../config/navigation';
import { sectionOf, type Section } from '../../config/routes';
import { StaticIsland } from '../StaticIsland/StaticIsland';
import * as styles from './BottomNav.css';

const icons: Record<Section, LucideIcon> = {
  home: Home,
  shops: Store,
  service: Wrench,
  brands: Tags,
  community: Users,
};

/**
 * The five tabs. A sub-page marks its parent tab as current (/brands/helmet → Brands).
 * Each tab is a static island (its icon and label are not hydrated) that still opens its
 * page in the app; aria-current is the island's own attribute, so React keeps it right
 * after a client-side navigation, and a tab whose state changes is mounted anew (its
 * key) to draw its icon's current weight.
 */
export function BottomNav({ pathname }: { pathname: string }) {
  const current = sectionOf(pathname);
  return (
    <nav className={styles.root} aria-label="Main">
      <ul className={styles.list}>
        {tabs.map((item) => {
          const Icon = icons[item.section];
          const isCurrent = item.section === current;
          return (
            <li key={item.path}>
              <StaticIsland as="a" key={isCurrent ? 'current' : 'other'} href={item.path} className={styles.tab} aria-current={isCurrent ? 'page' : undefined}>
                <span className={styles.iconWrap}>
                  <Icon size={22} aria-hidden="true" strokeWidth={isCurrent ? 2.4 : 2} />
                </span>
                {item.label}
              </StaticIsland>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
