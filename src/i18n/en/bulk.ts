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
    changedAbonents: '%{smart_count} abonent changes |||| %{smart_count} abonents change',
    holders:
      'The credentials of %{smart_count} abonent change there |||| The credentials of %{smart_count} abonents change there',
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
