import * as React from 'react';
import { DirectoryView } from '../../src/components/DirectoryView/DirectoryView';

type Listing = { key: string; name: string };

/** The list of the shops page, set up as the site sets it up, with each of `items` shown by its name; `props` change any part of it. */
export function shopList<Item extends Listing>(items: readonly Item[], props: Partial<React.ComponentProps<typeof DirectoryView<Item>>> = {}): React.ReactElement {
  return (
    <DirectoryView<Item>
      items={items}
      searchPlaceholder="Search shop, city, or what you need: repair, piyesa…"
      emptyTitle="No Shops Found"
      emptyHint="Try a shop, a city, or what you need: repair, parts, piyesa, ayos. Or clear the filters."
      columns={{ base: 1, md: 2, lg: 3 }}
      listLabel="Bike shops"
      renderItem={(item) => <h2>{item.name}</h2>}
      {...props}
    />
  );
}
