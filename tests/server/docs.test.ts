import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderApiReference } from '../../server/docs/api-reference';
import { actions } from '../../contract/actions';

describe('docs/api.md', () => {
  it('is what the Action contracts say (run `npm run docs:api` after changing them)', async () => {
    const checkedIn = await readFile(new URL('../../docs/api.md', import.meta.url), 'utf8');
    expect(checkedIn).toBe(renderApiReference());
  });

  it('documents every Action', () => {
    const rendered = renderApiReference();
    for (const name of Object.keys(actions)) expect(rendered).toContain(`## ${name}\n`);
  });
});
