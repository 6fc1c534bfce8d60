/** What needs attention (issue 42): each area's first screen, its groups and why each item is there. */
const attention = {
  name: 'Needs attention',
  menu: 'Needs attention',
  title: 'What needs attention',
  /** The menu's count, as a screen reader says it. */
  count: '%{smart_count} item |||| %{smart_count} items',
  empty: 'Nothing needs attention',
  emptyHelp: 'Offline devices and cameras, keys about to end and the like show up here as soon as they happen.',
  more: '%{shown} of %{total} shown',
  live: 'Updates live',
  groups: {
    devices: 'Devices offline or out of sync',
    cameras: 'Cameras offline',
    anomalies: 'Journal anomalies in the last day',
    keys: 'Residents’ keys ending within 7 days',
    rights: 'Access rights ending within 7 days',
    payments: 'Payments overdue',
    signIns: 'Failed sign-in bursts',
    addressBans: 'Addresses banned for failed sign-ins',
    simCards: 'SIM cards not paid for',
  },
  /** Why an item is there, by group and reason, with its numbers and names. */
  why: {
    devices: {
      offline: 'Offline',
      neverSeen: 'Never connected',
      drift: 'Its credentials differ from the platform’s',
      behind: '%{smart_count} change not delivered yet |||| %{smart_count} changes not delivered yet',
      neverSynced: 'Connected, but has not taken its credentials yet',
      snapshot: 'Needs its whole set of credentials sent again',
    },
    cameras: {
      offline: 'Offline at the last check',
    },
    anomalies: {
      clonedCard: 'Used at “%{first}” and at “%{second}” %{seconds} s apart: a copy of the card?',
      denialBurst: 'Refusals: %{denials}, different keys tried: %{keys}',
      removedCardOpened: 'A removed card opened “%{point}”',
      blockedCardOpened: 'A card blocked as lost opened “%{point}”',
    },
    keys: {
      keyEnds: 'Temporary key “%{key}”',
    },
    rights: {
      rightEnds: 'Access right',
    },
    payments: {
      paidTill: 'Paid until %{day}',
    },
    signIns: {
      failedSignIns: 'Failed sign-ins as %{phone} within 15 minutes: %{failures}',
    },
    addressBans: {
      banned: 'Banned until lifted; sign-ins refused since: %{refused}',
      bannedUntil: 'Banned until %{until}; sign-ins refused since: %{refused}',
    },
    simCards: {
      simPaidUpTo: 'Paid up to %{day}, %{phone}',
    },
  },
  /** The words before an item's time ("2 hours ago", "in 3 days"), by group or by a device's reason; none: the time alone. */
  since: {
    devices: {
      offline: 'last heard from',
      neverSeen: 'added',
      neverSynced: 'added',
      behind: 'the oldest made',
      drift: 'acknowledged',
      snapshot: 'doors changed',
    },
    cameras: 'checked',
    keys: 'ends',
    rights: 'ends',
    signIns: 'first attempt',
    addressBans: 'banned',
  },
};

export default attention;
