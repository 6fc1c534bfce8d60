import { describe, expect, it } from 'vitest';
import { validation } from '../../contract/messages';
import {
  configMessages,
  HIDDEN_SECRET,
  hideSecrets,
  lintSipConfig,
  parseSipConfig,
  restoreSecrets,
} from '../../contract/sip-config';

/** The smallest configuration the schema accepts: the SIP account. */
const ACCOUNT = '[sip]\nusername = panel-1\npassword = Secret#1\n';

/** The diagnostics of a text, as [line, the marked text, message, params]. */
const problems = (text: string) => {
  const lines = text.split('\n');
  return lintSipConfig(text).diagnostics.map((d) => [
    d.line,
    lines[d.line - 1].slice(d.from, d.to),
    d.message,
    d.params,
  ]);
};

describe('parseSipConfig', () => {
  it('reads headers, entries, comments and blank lines with their line numbers and columns', () => {
    const { lines } = parseSipConfig(
      '# panel\n\n  [ sip ]\n username =  panel-1  \nport=5060\r\nbroken\n[bad header\n= 5',
    );
    expect(lines.map((line) => [line.line, line.kind])).toEqual([
      [1, 'comment'],
      [2, 'blank'],
      [3, 'group'],
      [4, 'entry'],
      [5, 'entry'],
      [6, 'invalid'],
      [7, 'invalid'],
      [8, 'invalid'],
    ]);
    expect(lines[2]).toMatchObject({ name: 'sip', nameFrom: 4, nameTo: 7 });
    expect(lines[3]).toMatchObject({
      key: 'username',
      keyFrom: 1,
      keyTo: 9,
      value: 'panel-1',
      valueFrom: 13,
      valueTo: 20,
    });
    expect(lines[4]).toMatchObject({ key: 'port', value: '5060' });
    expect(lines.slice(5).map((line) => line.kind === 'invalid' && line.problem)).toEqual([
      'missingEquals',
      'malformedGroup',
      'emptyKey',
    ]);
  });

  it('keeps # and = inside values: only a line that starts with # is a comment', () => {
    const [, entry] = parseSipConfig('[door]\ndtmf_code = *1#\n').lines;
    expect(entry).toMatchObject({ kind: 'entry', value: '*1#' });
    const [, withEquals] = parseSipConfig('[sip]\npassword = a=b#c\n').lines;
    expect(withEquals).toMatchObject({ key: 'password', value: 'a=b#c' });
  });

  it('reads an empty value as empty', () => {
    expect(parseSipConfig('[sip]\nusername =').lines[1]).toMatchObject({
      kind: 'entry',
      value: '',
      valueFrom: 10,
      valueTo: 10,
    });
  });
});

describe('lintSipConfig on valid texts', () => {
  it('accepts a full configuration and returns its typed values', () => {
    const text = `# Вызывная панель
[sip]
username = panel-1
password = Secret#1
port = 5061
transport = tls
register_interval = 600

[audio]
codecs = pcma, g722 ,opus
speaker_volume = 0
echo_cancel = false

[door]
relay_time_ms = 30000
dtmf_code = *1#

[network]
dhcp = false
ip = 192.168.10.22
mask = 255.255.255.0
gateway = 192.168.10.1
dns = 192.168.10.1, 8.8.8.8
`;
    const { diagnostics, values } = lintSipConfig(text);
    expect(diagnostics).toEqual([]);
    expect(values).toEqual({
      sip: { username: 'panel-1', password: 'Secret#1', port: 5061, transport: 'tls', register_interval: 600 },
      audio: { codecs: ['pcma', 'g722', 'opus'], speaker_volume: 0, echo_cancel: false },
      door: { relay_time_ms: 30000, dtmf_code: '*1#' },
      network: {
        dhcp: false,
        ip: '192.168.10.22',
        mask: '255.255.255.0',
        gateway: '192.168.10.1',
        dns: ['192.168.10.1', '8.8.8.8'],
      },
    });
  });

  it('accepts the account alone, with comments and blank lines anywhere', () => {
    expect(problems(`\n# top\n${ACCOUNT}\n   # indented comment\n`)).toEqual([]);
  });
});

describe('lintSipConfig on broken texts: every kind of problem, on its line', () => {
  it('says a line is not key = value, a header is malformed, or a key is missing before =', () => {
    expect(problems(`${ACCOUNT}transport udp\n[audio\n = 5\n`)).toEqual([
      [4, 'transport udp', configMessages.missingEquals, {}],
      [5, '[audio', configMessages.malformedGroup, {}],
      [6, '=', configMessages.emptyKey, {}],
    ]);
  });

  it('flags an unknown group (not its keys) and an unknown key', () => {
    expect(problems(`${ACCOUNT}volume = 3\n[video]\nfps = 25\n`)).toEqual([
      [4, 'volume', configMessages.unknownKey, { key: 'volume', group: 'sip' }],
      [5, 'video', configMessages.unknownGroup, { group: 'video' }],
    ]);
  });

  it('flags a key outside any group', () => {
    expect(problems(`port = 5060\n${ACCOUNT}`)).toEqual([[1, 'port', configMessages.keyOutsideGroup, { key: 'port' }]]);
  });

  it('flags a duplicate key, also across a repeated group, and the repeated group', () => {
    expect(problems(`${ACCOUNT}port = 5060\nport = 5061\n[sip]\nusername = again\n`)).toEqual([
      [5, 'port', configMessages.duplicateKey, { key: 'port', group: 'sip', firstLine: 4 }],
      [6, 'sip', configMessages.duplicateGroup, { group: 'sip', firstLine: 1 }],
      [7, 'username', configMessages.duplicateKey, { key: 'username', group: 'sip', firstLine: 2 }],
    ]);
  });

  it('flags values of the wrong type, out of range or not among the allowed ones', () => {
    const text = `${ACCOUNT}port = 50a\nregister_interval = 30\ntransport = sctp\n[audio]\necho_cancel = yes\nspeaker_volume = 11\n`;
    expect(problems(text)).toEqual([
      [4, '50a', configMessages.notInteger, { key: 'port' }],
      [5, '30', configMessages.outOfRange, { key: 'register_interval', min: 60, max: 3600 }],
      [6, 'sctp', configMessages.unknownValue, { key: 'transport', value: 'sctp', allowed: 'udp, tcp, tls' }],
      [8, 'yes', configMessages.notBoolean, { key: 'echo_cancel' }],
      [9, '11', configMessages.outOfRange, { key: 'speaker_volume', min: 0, max: 10 }],
    ]);
  });

  it('points at the bad item of a list, or at the extra comma', () => {
    expect(problems(`${ACCOUNT}[audio]\ncodecs = pcma, mp3, opus\n`)).toEqual([
      [5, 'mp3', configMessages.unknownValue, { key: 'codecs', value: 'mp3', allowed: 'pcmu, pcma, g722, g729, opus' }],
    ]);
    expect(problems(`${ACCOUNT}[audio]\ncodecs = pcma,, opus\n`)).toEqual([
      [5, ',,', configMessages.emptyListItem, { key: 'codecs' }],
    ]);
  });

  it('checks IP addresses, DTMF codes (the DTMF command’s rule) and text length', () => {
    const text = `[sip]\nusername = ${'u'.repeat(65)}\npassword = p\n[door]\ndtmf_code = *1-\n[network]\ndns = 8.8.8.8, 256.1.1.1\n`;
    expect(problems(text)).toEqual([
      [2, 'u'.repeat(65), validation.maxLength, { key: 'username', max: 64 }],
      [5, '*1-', validation.dtmf, { key: 'dtmf_code' }],
      [7, '256.1.1.1', validation.ip, { key: 'dns' }],
    ]);
  });

  it('flags a key without a value', () => {
    expect(problems('[sip]\nusername =\npassword = p\n')).toEqual([
      [2, 'username =', configMessages.emptyValue, { key: 'username' }],
    ]);
  });

  it('flags a missing required group on the first line, and missing required keys on their group’s header', () => {
    expect(problems('# only a comment\n[door]\nrelay = 1\n')).toEqual([
      [1, '# only a comment', configMessages.missingGroup, { group: 'sip' }],
    ]);
    expect(problems('[sip]\nport = 5060\n')).toEqual([
      [1, 'sip', configMessages.missingKey, { key: 'username', group: 'sip' }],
      [1, 'sip', configMessages.missingKey, { key: 'password', group: 'sip' }],
    ]);
    expect(lintSipConfig('').diagnostics).toEqual([
      { line: 1, from: 0, to: 0, message: configMessages.missingGroup, params: { group: 'sip' } },
    ]);
  });

  it('requires the fixed address only when DHCP is off', () => {
    expect(problems(`${ACCOUNT}[network]\ndhcp = true\n`)).toEqual([]);
    expect(problems(`${ACCOUNT}[network]\ndhcp = false\nip = 10.0.0.5\n`)).toEqual([
      [4, 'network', configMessages.missingKeyWhen, { key: 'mask', group: 'network', condition: 'dhcp = false' }],
      [4, 'network', configMessages.missingKeyWhen, { key: 'gateway', group: 'network', condition: 'dhcp = false' }],
    ]);
  });
});

describe('hidden secrets', () => {
  const stored = '[sip]\nusername = panel-1\npassword = Secret#1\n[door]\ndtmf_code = *1#\n';

  it('hides the password and nothing else', () => {
    expect(hideSecrets(stored)).toBe(
      `[sip]\nusername = panel-1\npassword = ${HIDDEN_SECRET}\n[door]\ndtmf_code = *1#\n`,
    );
  });

  it('puts the stored password back where the placeholder was sent, and keeps a typed one', () => {
    const edited = hideSecrets(stored).replace('panel-1', 'panel-2');
    expect(restoreSecrets(edited, stored)).toEqual({ text: stored.replace('panel-1', 'panel-2') });
    const typed = edited.replace(HIDDEN_SECRET, 'N3w');
    expect(restoreSecrets(typed, stored)).toEqual({ text: typed });
  });

  it('refuses the placeholder where nothing is stored, naming the line', () => {
    expect(restoreSecrets(hideSecrets(stored), undefined)).toEqual({
      diagnostic: { line: 3, from: 11, to: 19, message: configMessages.hiddenSecret, params: { key: 'password' } },
    });
  });
});
