/** The SIP device configuration language: parser, key schema, linter and secret handling. No React. */
export { parseSipConfig, type ConfigLine, type ParsedConfig } from './parse';
export {
  sipConfigSchema,
  SIP_TRANSPORTS,
  AUDIO_CODECS,
  type ConfigSchema,
  type GroupSpec,
  type KeySpec,
} from './schema';
export { checkValue, DTMF_PATTERN, type ValueType, type ConfigValue } from './values';
export { lintSipConfig, type ConfigDiagnostic, type ConfigValues, type LintResult } from './lint';
export { configMessages, type ConfigMessage } from './messages';
export { hideSecrets, restoreSecrets, HIDDEN_SECRET } from './secrets';
