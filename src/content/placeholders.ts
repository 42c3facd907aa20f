/** Sections that exist in the navigation but have no content yet (spec: 'Placeholders'). */
export const placeholderPages: Record<string, { message: string; detail: string }> = {
  'ph-pro-teams': { message: 'Coming soon', detail: 'Philippine pro cycling teams will be listed here.' },
  'cycling-coaches': { message: 'Coming soon', detail: 'Cycling coaches will be listed here.' },
  'triathlon-teams': { message: 'Coming soon', detail: 'Triathlon teams will be listed here.' },
  vlogs: { message: 'Coming soon', detail: 'Cycling vlogs from the community will be shown here.' },
  'buy-sell': { message: 'Under Construction', detail: 'A marketplace for buying and selling bikes and parts is being built.' },
};
