/** Changes to many records of a list at once: choosing them, the preview of what changes, the result. */
const bulk = {
  selectAllFound: 'Select all %{smart_count} found',
  allFoundSelected: 'All %{smart_count} found are selected',
  changeAllFound: 'Change all found',
  change: 'Change',
  preview: {
    working: 'Working out what would change…',
    nothing: 'Nothing to change: the selected records are already so.',
    stopping: 'At the doors, these stop working',
    starting: 'At the doors, these start working',
    kinds: {
      card: '%{smart_count} card or BLE tag |||| %{smart_count} cards or BLE tags',
      mobileKey: '%{smart_count} app key |||| %{smart_count} app keys',
      phone: '%{smart_count} phone |||| %{smart_count} phones',
      digitalKey: '%{smart_count} digital key |||| %{smart_count} digital keys',
      plate: '%{smart_count} car plate |||| %{smart_count} car plates',
    },
    doors: '%{smart_count} door affected. |||| %{smart_count} doors affected.',
    doorNames: 'Among them: %{names}.',
    noDoors: 'Nothing changes at the doors.',
    failed: 'The preview failed: %{reason}',
  },
  apply: 'Apply',
  applying: 'Changing…',
  oneStep: 'The server makes the whole change in one step: all of it, or nothing.',
  elapsed: 'Seconds so far: %{smart_count}',
  done: 'Done. Rows changed: %{smart_count}.',
  failed: 'Nothing was changed: %{reason}',
  errors: {
    selection: 'Select rows, or choose all the list finds',
    tooMany: 'Too many at once: at most 10,000. Narrow the search.',
    notFound: 'Some of the selected rows are gone: reload the list and select again.',
  },
  abonents: {
    selection: {
      ids: '%{smart_count} selected abonent |||| %{smart_count} selected abonents',
      allFound: 'All %{smart_count} abonent the list finds |||| All %{smart_count} abonents the list finds',
    },
    operations: {
      blockCards: 'Block all their cards',
      unblockCards: 'Unblock all their cards',
      blockKeys: 'Block all their keys',
      unblockKeys: 'Unblock all their keys',
      setTariff: 'Change the tariff',
      setAccessZone: 'Change the access zone',
      delete: 'Delete',
    },
    targets: {
      setTariff: 'New tariff',
      setAccessZone: 'New access zone',
      none: 'Leave empty to take it away.',
    },
    changedCards: '%{smart_count} card or BLE tag changes |||| %{smart_count} cards or BLE tags change',
    changedKeys: '%{smart_count} key changes |||| %{smart_count} keys change',
    changedAbonents: '%{smart_count} abonent changes |||| %{smart_count} abonents change',
    holders:
      'The credentials of %{smart_count} abonent change there |||| The credentials of %{smart_count} abonents change there',
  },
  keys: {
    selection: {
      ids: '%{smart_count} selected key |||| %{smart_count} selected keys',
      allFound: 'All %{smart_count} key the list finds |||| All %{smart_count} keys the list finds',
    },
    operations: {
      block: 'Block',
      unblock: 'Unblock',
      extend: 'Extend the period',
    },
    changed: {
      block: '%{smart_count} key will be blocked |||| %{smart_count} keys will be blocked',
      unblock: '%{smart_count} key will be unblocked |||| %{smart_count} keys will be unblocked',
      extend:
        'The period of %{smart_count} temporary key will be extended |||| The periods of %{smart_count} temporary keys will be extended',
    },
    until: 'New end of the period',
    untilHelp: 'Only temporary keys whose period ends earlier are extended.',
    errors: {
      untilPast: 'The new end must be in the future',
    },
  },
  accessRights: {
    selection: {
      ids: '%{smart_count} selected access right |||| %{smart_count} selected access rights',
      allFound: 'All %{smart_count} access right the list finds |||| All %{smart_count} access rights the list finds',
    },
    revoke: 'Revoke',
    revokeAllFound: 'Revoke all found',
    revoked: '%{smart_count} access right will be revoked |||| %{smart_count} access rights will be revoked',
    holders:
      'The credentials of %{smart_count} access right change there |||| The credentials of %{smart_count} access rights change there',
  },
};
export default bulk;
