import {describe, expect, it} from 'vitest';
import {onlyQueryChanged} from '../locationChange';

const at = (pathname: string, search = '', hash = '') => ({pathname, search, hash});

describe('onlyQueryChanged', () => {
  it('is true when the query string alone changed, added, or removed', () => {
    expect(onlyQueryChanged(at('/showcase/'), at('/showcase/', '?tags=i18n'))).toBe(true);
    expect(onlyQueryChanged(at('/showcase/', '?tags=i18n'), at('/showcase/', '?tags=i18n&tags=meta'))).toBe(true);
    expect(onlyQueryChanged(at('/showcase/', '?tags=i18n'), at('/showcase/'))).toBe(true);
    expect(onlyQueryChanged(at('/docs/', '?a=1', '#top'), at('/docs/', '?a=2', '#top'))).toBe(true);
  });

  it('is false for another page, another anchor, or the same address again', () => {
    expect(onlyQueryChanged(at('/showcase/'), at('/blog/', '?tags=i18n'))).toBe(false);
    expect(onlyQueryChanged(at('/docs/', '?a=1'), at('/docs/', '?a=2', '#intro'))).toBe(false);
    expect(onlyQueryChanged(at('/docs/', '?a=1'), at('/docs/', '?a=1'))).toBe(false);
    expect(onlyQueryChanged(at('/docs/'), at('/docs/'))).toBe(false);
  });
});
