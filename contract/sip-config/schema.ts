import type { ConfigValue, ScalarType, ValueType } from './values';

/** One key of a group: its value type, whether it must be present, and whether it is a secret. */
export interface KeySpec {
  type: ValueType;
  required?: boolean;
  /** Required only when another key of the same group has this value (`ip` when `dhcp = false`). */
  requiredWhen?: { key: string; equals: ConfigValue };
  /** What the panel assumes when the key is absent (used by `requiredWhen`). */
  default?: ConfigValue;
  /** Never sent back to the browser in clear (server/actions/sip-devices.ts masks it). */
  secret?: boolean;
}

export interface GroupSpec {
  required?: boolean;
  keys: Record<string, KeySpec>;
}

export type ConfigSchema = Record<string, GroupSpec>;

const text = (maxLength: number): ScalarType => ({ type: 'string', maxLength });
const int = (min: number, max: number): ScalarType => ({ type: 'int', min, max });
const bool: ScalarType = { type: 'bool' };
const oneOf = (...values: string[]): ScalarType => ({ type: 'enum', values });
const ipv4: ScalarType = { type: 'ipv4' };

export const SIP_TRANSPORTS = ['udp', 'tcp', 'tls'] as const;
export const AUDIO_CODECS = ['pcmu', 'pcma', 'g722', 'g729', 'opus'] as const;

/**
 * The settings of a SIP intercom panel that the platform manages: the SIP account, audio, the door
 * relay and the network. The linter, the server's validation and the editor's completion all read it.
 */
export const sipConfigSchema = {
  sip: {
    required: true,
    keys: {
      username: { type: text(64), required: true },
      password: { type: text(64), required: true, secret: true },
      display_name: { type: text(64) },
      port: { type: int(1, 65535), default: 5060 },
      transport: { type: oneOf(...SIP_TRANSPORTS), default: 'udp' },
      register_interval: { type: int(60, 3600), default: 300 },
      outbound_proxy: { type: text(253) },
    },
  },
  audio: {
    keys: {
      codecs: { type: { type: 'list', item: oneOf(...AUDIO_CODECS) } },
      speaker_volume: { type: int(0, 10), default: 7 },
      mic_volume: { type: int(0, 10), default: 7 },
      echo_cancel: { type: bool, default: true },
    },
  },
  door: {
    keys: {
      relay: { type: int(1, 2), default: 1 },
      relay_time_ms: { type: int(100, 30000), default: 3000 },
      dtmf_code: { type: { type: 'dtmf', maxLength: 16 } },
      exit_button: { type: bool, default: true },
    },
  },
  network: {
    keys: {
      dhcp: { type: bool, default: true },
      ip: { type: ipv4, requiredWhen: { key: 'dhcp', equals: false } },
      mask: { type: ipv4, requiredWhen: { key: 'dhcp', equals: false } },
      gateway: { type: ipv4, requiredWhen: { key: 'dhcp', equals: false } },
      dns: { type: { type: 'list', item: ipv4 } },
    },
  },
} satisfies ConfigSchema;
