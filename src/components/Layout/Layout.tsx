import * as React from 'react';
import '../../styles/global.css';
import { Header } from '../Header/Header';
import { BottomNav } from '../BottomNav/BottomNav';
import { OfflineNote } from '../OfflineNote/OfflineNote';
import { IconSprite } from '../Icon/Icon';
import * as styles from './Layout.css';

interface LayoutProps {
  pathname: string;
  children: React.ReactNode;
  headerActions?: React.ReactNode;
}

/** The shared layout around every route: fixed header, main area, fixed bottom navigation. */
export function Layout({ pathname, children, headerActions }: LayoutProps) {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header actions={headerActions} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className={styles.container}>{children}</div>
      </main>
      <BottomNav pathname={pathname} />
      <OfflineNote page={pathname} />
      <IconSprite />
    </>
  );
}
