import { describe, expect, it } from 'vitest';
import { versionOptions } from './version-options';

describe('versionOptions', () => {
  it('says what each version offers, not which selector value stores it', () => {
    expect(versionOptions()).toEqual([
      { value: 'Basic', description: 'The assistant answers from the connected systems.' },
      { value: 'Standard', description: 'Basic, plus briefings, news and KPIs.' },
      { value: 'Enterprise', description: 'Standard, plus every other module, for several offices.' },
    ]);
    expect(JSON.stringify(versionOptions())).not.toMatch(/selector/i);
  });
});
