import { validation } from '../messages';

/**
 * What the configuration linter says, as translation keys (the `sip` namespace; the console translates
 * them with the diagnostic's params). Where a rule is the same as a form field's, the common key is used.
 */
export const configMessages = {
  malformedGroup: 'sip.configuration.errors.malformedGroup',
  missingEquals: 'sip.configuration.errors.missingEquals',
  emptyKey: 'sip.configuration.errors.emptyKey',
  unknownGroup: 'sip.configuration.errors.unknownGroup',
  unknownKey: 'sip.configuration.errors.unknownKey',
  keyOutsideGroup: 'sip.configuration.errors.keyOutsideGroup',
  duplicateKey: 'sip.configuration.errors.duplicateKey',
  duplicateGroup: 'sip.configuration.errors.duplicateGroup',
  missingGroup: 'sip.configuration.errors.missingGroup',
  missingKey: 'sip.configuration.errors.missingKey',
  missingKeyWhen: 'sip.configuration.errors.missingKeyWhen',
  emptyValue: 'sip.configuration.errors.emptyValue',
  notInteger: 'sip.configuration.errors.notInteger',
  notBoolean: 'sip.configuration.errors.notBoolean',
  outOfRange: 'sip.configuration.errors.outOfRange',
  unknownValue: 'sip.configuration.errors.unknownValue',
  emptyListItem: 'sip.configuration.errors.emptyListItem',
  hiddenSecret: 'sip.configuration.errors.hiddenSecret',
  ipAddress: validation.ip,
  dtmf: validation.dtmf,
  maxLength: validation.maxLength,
} as const;

export type ConfigMessage = (typeof configMessages)[keyof typeof configMessages];
