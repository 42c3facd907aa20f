/** The Events page (spec section 2, Events) and the home page's next events. */
export const eventsCopy = {
  lead: 'Click on any event to learn more',
  listLabel: 'Cycling events',
  upcomingHeading: 'Upcoming events',
  noneUpcoming: 'No upcoming event has a date yet. Check back soon, or subscribe to the calendar below.',
  undatedHeading: 'Date to be announced',
  pastHeading: 'Past events',
  /** Shown only to a visitor without JavaScript: the page was ordered on the day it was built. */
  asOf: (day: string) => `Upcoming and past as of ${day}.`,
  today: 'Today',
  addToCalendar: 'Add to calendar',
  googleCalendar: 'Google Calendar',
  /** The event's own site, from its card and page. */
  eventSite: 'Event site',
  /** Completes a calendar link's name for screen readers: "Add to calendar for …". Starts with a word, not a colon: Chrome puts a space before a hidden span. */
  forEvent: (name: string) => `for ${name}`,
  subscribeHeading: 'Every upcoming event in your calendar',
  subscribe: 'Subscribe',
  subscribeHint: 'Your calendar app adds each new event as it is announced.',
  feedFile: 'Download the calendar file',
  home: { heading: 'Next events', all: 'All events' },
} as const;
